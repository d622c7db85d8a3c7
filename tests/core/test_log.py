"""The append-only log under a state's history and events (core/log.py)."""

from __future__ import annotations

import pickle
from typing import ClassVar

import pytest

from pantsdown.core.log import CHUNK, Log
from pantsdown.core.registry import make


@pytest.mark.parametrize("length", [0, 1, CHUNK - 1, CHUNK, CHUNK + 1, 5 * CHUNK + 7])
def test_a_log_reads_as_the_list_of_its_items(length: int) -> None:
    items = list(range(length))
    log = Log(items)
    grown: Log[int] = Log()
    grown.extend(items)
    for one in (log, grown):
        assert len(one) == length and bool(one) == bool(items)
        assert one == items and one == tuple(items) and list(one) == items
        assert list(reversed(one)) == items[::-1]
        assert [one[i] for i in range(length)] == items
        assert [one[-i] for i in range(1, length + 1)] == [items[-i] for i in range(1, length + 1)]
        for start in {0, 1, CHUNK - 1, CHUNK, length // 2, length}:
            assert one.since(start) == items[start:]
            assert one[start:] == items[start:]
        assert one[-3:] == items[-3:] and one[1:4] == items[1:4] and one[::2] == items[::2]


def test_an_index_out_of_range_is_refused_with_the_index() -> None:
    log = Log([1, 2, 3])
    with pytest.raises(IndexError, match="log index 3 out of range"):
        log[3]
    with pytest.raises(IndexError, match="log index -4 out of range"):
        log[-4]


def test_copies_grow_apart_and_leave_each_other_as_they_were() -> None:
    log = Log(range(2 * CHUNK + 5))
    copy = log.copy()
    for i in range(3 * CHUNK):
        copy.append(-i)
    log.append(1000)
    assert log == [*range(2 * CHUNK + 5), 1000]
    assert copy == [*range(2 * CHUNK + 5), *(-i for i in range(3 * CHUNK))]
    assert log != copy and copy != log


@pytest.mark.parametrize("length", [0, 3, CHUNK - 1, CHUNK + 5])
def test_copies_of_one_log_each_keep_their_own_items_whoever_appends_first(length: int) -> None:
    # copies share the open chunk's list until one of them appends past the others
    log = Log(range(length))
    first, second = log.copy(), log.copy()
    log.append(-1)
    second.append(-2)
    second.append(-3)
    first.extend(range(100, 100 + CHUNK))
    log.append(-4)
    assert log == [*range(length), -1, -4]
    assert second == [*range(length), -2, -3] and second[-2:] == [-2, -3]
    assert first == [*range(length), *range(100, 100 + CHUNK)]
    assert len(log.copy()) == length + 2 and log.copy().since(length) == [-1, -4]


def test_a_log_pickles_by_its_items_alone() -> None:
    a = Log(range(CHUNK + 3))
    b: Log[int] = Log()
    b.extend(range(CHUNK + 3))
    assert pickle.dumps(a) == pickle.dumps(b)
    assert pickle.loads(pickle.dumps(a)) == a


def test_a_clone_shares_the_frozen_history_of_a_long_match() -> None:
    state = make("underwear", 4, seed=2)
    while len(state.events) < 4 * CHUNK and not state.is_terminal():
        state.apply(state.legal_actions()[0])
    clone = state.clone()
    assert clone.events == state.events and clone.history == state.history
    assert clone.events._frozen is state.events._frozen is not None


def test_a_subclass_that_declares_more_fields_clones_them_too() -> None:
    # the family's written-out copier knows only its own FIELDS: the subclass gets
    # the copier generated from its FIELDS instead
    from pantsdown.core.fields import INTS, Field, Seen
    from pantsdown.games.underwear.state import UnderwearState

    class Tallied(UnderwearState):
        FIELDS: ClassVar[dict[str, Field]] = {
            **UnderwearState.FIELDS,
            "tally": Field(INTS, Seen.INTERNAL, "per seat"),
        }
        tally: list[int]

    plain = make("underwear", 4, seed=1)
    state = Tallied(plain.rules, 4, seed=1)
    state.tally = [1, 2, 3, 4]
    clone = state.clone()
    assert clone.tally == [1, 2, 3, 4] and clone.tally is not state.tally
    assert clone.hands == state.hands and clone.to_position() == state.to_position()


def test_a_copy_reads_its_items_while_its_original_appends_freezes_and_copies_again() -> None:
    # the original owns the open list the copy shares: its appends go past the
    # copy's items, and its freezing takes a new list, leaving the copy's as it was
    log = Log(range(CHUNK + 3))
    copy = log.copy()
    log.extend(range(100, 100 + 2 * CHUNK))
    again = log.copy()  # freezes the original's open items
    assert copy == [*range(CHUNK + 3)] and len(copy) == CHUNK + 3
    assert copy.since(CHUNK) == [CHUNK, CHUNK + 1, CHUNK + 2] and copy[-1] == CHUNK + 2
    assert again == log and again.since(CHUNK + 3) == list(range(100, 100 + 2 * CHUNK))
    of_copy = copy.copy()  # a copy of a copy shares the same list, as far as its items go
    copy.append(-1)
    of_copy.append(-2)
    assert copy == [*range(CHUNK + 3), -1] and of_copy == [*range(CHUNK + 3), -2]
    assert log == [*range(CHUNK + 3), *range(100, 100 + 2 * CHUNK)]


@pytest.mark.parametrize("original_first", [True, False])
def test_appending_to_a_clone_and_to_its_original_leaves_the_other_as_it_was(
    original_first: bool,
) -> None:
    # a clone's logs share their original's open lists until one side appends
    for name in ("schwimmen", "zwanzig", "paskahousu", "underwear"):
        state = make(name, 4, seed=5)
        for _ in range(CHUNK + 5):
            state.apply(state.legal_actions()[-1])
        history, events = state.history.to_list(), state.events.to_list()
        clone = state.clone()
        first, second = (state, clone) if original_first else (clone, state)
        done_first = first.apply(first.legal_actions()[0])
        done_second = second.apply(second.legal_actions()[-1])
        assert first.history == [*history, first.history[-1]]
        assert second.history == [*history, second.history[-1]]
        assert first.events == [*events, *done_first]
        assert second.events == [*events, *done_second]


@pytest.mark.parametrize("length", [0, 5, CHUNK, 3 * CHUNK + 4])
def test_a_log_of_a_tuple_shares_it_and_reads_and_grows_as_any_log(length: int) -> None:
    items = tuple(range(length))
    log = Log(items)
    assert log == list(items) and len(log) == length
    assert [log[i] for i in range(length)] == list(items) and log.since(length // 2) == list(
        items[length // 2 :]
    )
    copy = log.copy()
    log.extend(range(100, 100 + CHUNK + 1))
    copy.append(-1)
    assert log == [*items, *range(100, 100 + CHUNK + 1)] and log.copy() == log
    assert copy == [*items, -1] and copy[-2:] == [*items[-1:], -1]
