"""Worker threads that run blocking calls for the event loop.

The hub hands every bot decision to a thread, several hundred a second under
load, and the store's calls other than the log's appends to the store's thread.
:class:`Workers` does what ``loop.run_in_executor(ThreadPoolExecutor)`` does for
that, with a fraction of its cost per call: one ``SimpleQueue`` put, one future,
one ``call_soon_threadsafe``
(the executor adds a work item, a ``concurrent.futures.Future`` with its
condition, a semaphore check and the chaining of two futures).
"""

from __future__ import annotations

import asyncio
import contextlib
import queue
import threading
from collections.abc import Callable
from typing import Any, TypeVar

__all__ = ["Workers"]

T = TypeVar("T")

_Job = tuple[asyncio.AbstractEventLoop, "asyncio.Future[Any]", Callable[..., Any], tuple[Any, ...]]


def _settle(future: asyncio.Future[Any], ok: bool, value: Any) -> None:
    """On the loop: give a call's result (or its exception) to its awaiting future."""
    if future.done():  # cancelled meanwhile
        return
    if ok:
        future.set_result(value)
    else:
        future.set_exception(value)


class Workers:
    """``threads`` threads taking calls from one queue, in the order they were given."""

    def __init__(self, threads: int, name: str) -> None:
        if threads < 1:
            raise ValueError(f"{name}: threads {threads!r} must be at least 1")
        self._jobs: queue.SimpleQueue[_Job | None] = queue.SimpleQueue()
        self._threads = [
            threading.Thread(target=self._work, name=f"{name}-{i}", daemon=True)
            for i in range(threads)
        ]
        self._closed = False
        for thread in self._threads:
            thread.start()

    async def run(self, fn: Callable[..., T], *args: Any) -> T:
        """``fn(*args)`` on a worker thread; its result, or the exception it raised."""
        if self._closed:
            raise RuntimeError("these workers are shut down")
        loop = asyncio.get_running_loop()
        future: asyncio.Future[T] = loop.create_future()
        self._jobs.put((loop, future, fn, args))
        return await future

    def _work(self) -> None:
        while True:
            job = self._jobs.get()
            if job is None:
                return
            loop, future, fn, args = job
            if future.done():  # cancelled while it waited
                continue
            try:
                value, ok = fn(*args), True
            except Exception as err:
                value, ok = err, False
            with contextlib.suppress(RuntimeError):  # a closed loop: nobody waits any more
                loop.call_soon_threadsafe(_settle, future, ok, value)

    def shutdown(self, *, wait: bool, cancel: bool = False) -> None:
        """Stop the threads once the calls already given are done (``cancel``: drop
        those not started, cancelling their futures; call it on their loop then).
        """
        self._closed = True
        if cancel:
            while True:
                try:
                    job = self._jobs.get_nowait()
                except queue.Empty:
                    break
                if job is not None:
                    job[1].cancel()
        for _ in self._threads:
            self._jobs.put(None)
        if wait:
            for thread in self._threads:
                thread.join()
