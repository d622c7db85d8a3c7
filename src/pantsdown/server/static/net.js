// The client's side of the server protocol (docs/server.md): HTTP for the lobby, one
// websocket per seat for play.  Seat tokens live in localStorage, one per room.
"use strict";

const Net = (() => {
  async function request(method, path, body) {
    const init = { method, headers: {} };
    if (body !== undefined) {
      init.headers["Content-Type"] = "application/json";
      init.body = JSON.stringify(body);
    }
    const response = await fetch(path, init);
    let data = null;
    try {
      data = await response.json();
    } catch (err) {
      data = null;
    }
    if (!response.ok) {
      const detail = data && (data.message || data.detail || data.error);
      const error = new Error(typeof detail === "string" ? detail : JSON.stringify(detail || response.status));
      error.status = response.status;
      error.code = data && data.code;
      throw error;
    }
    return data;
  }

  function tokenKey(room) {
    return `pantsdown.seat.${room}`;
  }

  /** The seat and token this browser holds in `room`, or null. */
  function seatOf(room) {
    const raw = localStorage.getItem(tokenKey(room));
    return raw ? JSON.parse(raw) : null;
  }

  function forgetSeat(room) {
    localStorage.removeItem(tokenKey(room));
  }

  function keepSeat(room, seat, token) {
    localStorage.setItem(tokenKey(room), JSON.stringify({ seat, token }));
  }

  function wsUrl(path) {
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    return `${scheme}//${location.host}${path}`;
  }

  /**
   * A websocket to a room that reconnects by itself.  `onMessage` gets each parsed
   * message, `onStatus` "open" / "closed".  send() returns false while disconnected.
   */
  function connect(path, onMessage, onStatus) {
    let socket = null;
    let closedByUs = false;
    let delay = 250;
    function open() {
      socket = new WebSocket(wsUrl(path));
      socket.onopen = () => {
        delay = 250;
        onStatus("open");
      };
      socket.onmessage = (msg) => onMessage(JSON.parse(msg.data));
      socket.onclose = () => {
        onStatus("closed");
        if (!closedByUs) {
          setTimeout(open, delay);
          delay = Math.min(delay * 2, 4000);
        }
      };
    }
    open();
    return {
      send(message) {
        if (!socket || socket.readyState !== WebSocket.OPEN) return false;
        socket.send(JSON.stringify(message));
        return true;
      },
      close() {
        closedByUs = true;
        if (socket) socket.close();
      },
    };
  }

  return { request, seatOf, keepSeat, forgetSeat, connect };
})();

window.Net = Net;
