// The pages: lobby (#/), join (#/join/ROOM), table (#/room/ROOM), replay (#/replay/ROOM).
"use strict";

const App = (() => {
  const t = (key, params) => I18n.t(key, params);
  const main = () => document.getElementById("main");
  let suits = localStorage.getItem("pantsdown.suits") || "french";
  let games = null;
  let gamesLang = null; // the language of the rules' texts in games (how to play, options)
  let table = null; // the live table, while one is shown

  // -- small DOM helpers -----------------------------------------------------------

  function el(tag, attrs, ...children) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs || {})) {
      if (value === undefined || value === null || value === false) continue;
      if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
      else if (key === "html") node.innerHTML = value;
      else node.setAttribute(key, value === true ? "" : value);
    }
    return add(node, ...children);
  }

  /** Append children to node: nodes, text, nested lists; null, undefined and false are skipped. */
  function add(node, ...children) {
    for (const child of children.flat(Infinity)) {
      if (child === null || child === undefined || child === false) continue;
      node.append(child instanceof Node ? child : document.createTextNode(String(child)));
    }
    return node;
  }

  function cardNode(card, attrs) {
    const label = card ? Cards.cardText(card, suits, I18n.t) : "";
    return el("span", Object.assign({ class: "card-wrap", html: Cards.cardSvg(card, suits, label) }, attrs || {}));
  }

  function ctx() {
    return { names: table ? table.names() : [], suits };
  }

  function showError(message) {
    const box = document.getElementById("toast");
    box.textContent = message;
    box.hidden = false;
    box.classList.remove("fade");
    void box.offsetWidth;
    box.classList.add("fade");
  }

  // -- settings bar ----------------------------------------------------------------

  function renderSettings() {
    const bar = document.getElementById("settings");
    bar.replaceChildren(
      el("a", { href: "#/", class: "brand" }, t("app.title")),
      el(
        "label",
        {},
        t("ui.language"),
        " ",
        el(
          "select",
          { id: "lang", onchange: async (e) => { await I18n.load(e.target.value); await loadGames().catch(() => null); rerender(); } },
          I18n.LANGS.map((code) => el("option", { value: code, selected: code === I18n.lang }, code.toUpperCase())),
        ),
      ),
      el(
        "label",
        {},
        t("ui.suits"),
        " ",
        el(
          "select",
          {
            id: "suits",
            onchange: (e) => {
              suits = e.target.value;
              localStorage.setItem("pantsdown.suits", suits);
              rerender();
            },
          },
          ["french", "german"].map((s) => el("option", { value: s, selected: s === suits }, t(`ui.suits.${s}`))),
        ),
      ),
    );
  }

  // -- lobby -------------------------------------------------------------------------

  /** The catalog of presets, its rules' texts in the page's language (fetched again when it changes). */
  async function loadGames() {
    const lang = I18n.lang;
    if (!games || gamesLang !== lang) {
      const list = await Net.request("GET", `/api/games?lang=${encodeURIComponent(lang)}`);
      games = list;
      gamesLang = lang;
    }
    return games;
  }

  /** A preset's title in the page's language (the room's own, English, until the
   * catalog is loaded). */
  async function titleOf(game, fallback) {
    try {
      const entry = (await loadGames()).find((g) => g.name === game);
      return (entry && entry.title) || fallback || game;
    } catch (err) {
      return fallback || game;
    }
  }

  function optionControl(option) {
    const id = `opt-${option.name}`;
    const value = option.default;
    const choices = option.choices || option.values;
    if (typeof value === "boolean") {
      return el("input", { type: "checkbox", id, name: option.name, checked: value, "data-default": String(value) });
    }
    if (Array.isArray(choices) && choices.length) {
      return el(
        "select",
        { id, name: option.name, "data-default": String(value) },
        choices.map((c) => el("option", { value: String(c), selected: String(c) === String(value) }, choiceName(option.name, c))),
      );
    }
    const numeric = typeof value === "number";
    return el("input", {
      type: numeric ? "number" : "text",
      id,
      name: option.name,
      value: Array.isArray(value) ? value.join(" ") : value === null ? "none" : String(value),
      min: option.min,
      max: option.max,
      step: numeric && !Number.isInteger(value) ? "any" : undefined,
      "data-default": Array.isArray(value) ? value.join(" ") : value === null ? "none" : String(value),
    });
  }

  /** An option's choice in the page's words (catalog key choice.OPTION.VALUE; the value
   * itself, as it is sent, if the catalog lacks it). */
  function choiceName(option, value) {
    const key = `choice.${option}.${value}`;
    return I18n.has(key) ? t(key) : String(value);
  }

  /** A bot level's name in the page's words (the level itself if the catalog lacks it). */
  function levelName(level) {
    return I18n.has(`level.${level}`) ? t(`level.${level}`) : level;
  }

  /** An option's default in the page's words: yes/no, none, a list with spaces. */
  function valueText(value) {
    if (typeof value === "boolean") return t(`value.${value}`);
    if (value === null || value === undefined) return t("value.none");
    return Array.isArray(value) ? value.join(" ") : String(value);
  }

  /** "int, 1 to 999 · default: 4": the type and range in words (the server's, in the
   * page's language) and the default. */
  function optionTypeLine(opt) {
    const choices = opt.choices || opt.values;
    const shown = Array.isArray(choices) && choices.length ? choiceName(opt.name, opt.default) : valueText(opt.default);
    const def = t("lobby.option_default", { value: shown });
    return opt.type_words ? `${opt.type_words} · ${def}` : def;
  }

  function changedOptions(form) {
    const out = {};
    for (const input of form.querySelectorAll("[data-default]")) {
      const value = input.type === "checkbox" ? String(input.checked) : input.value.trim();
      if (value !== input.dataset.default) out[input.name] = value;
    }
    return out;
  }

  function howToPlay(how) {
    if (!how) return el("p", {}, "");
    const parts = ["goal", "deal", "turn", "end_of_hand", "scoring", "end_of_match"];
    return el(
      "div",
      { class: "howto", lang: gamesLang || "en" },
      el("dl", {}, parts.filter((p) => how[p]).map((p) => [el("dt", {}, t(`howto.${p}`)), el("dd", {}, how[p])])),
    );
  }

  async function renderLobby() {
    const list = await loadGames();
    const params = new URLSearchParams(location.hash.split("?")[1] || "");
    const chosen = list.find((g) => g.name === params.get("game")) || list[0];
    const form = el("form", { id: "create", class: "panel", onsubmit: (e) => { e.preventDefault(); createRoom(form, chosen); } });
    const gameSelect = el(
      "select",
      {
        id: "game",
        name: "game",
        onchange: (e) => { location.hash = `#/?game=${encodeURIComponent(e.target.value)}`; },
      },
      list.map((g) => el("option", { value: g.name, selected: g === chosen }, `${g.title} (${g.family_title || g.family})`)),
    );
    const lo = chosen.min_players || 2;
    const hi = chosen.max_players || 6;
    const count = Number(params.get("players")) || chosen.default_players || lo;
    const players = el(
      "select",
      {
        id: "players",
        name: "players",
        onchange: (e) => { location.hash = `#/?game=${encodeURIComponent(chosen.name)}&players=${e.target.value}`; },
      },
      Array.from({ length: hi - lo + 1 }, (_, i) => lo + i).map((n) => el("option", { value: n, selected: n === count }, n)),
    );
    const levels = (chosen.bot_levels || []).map((lv) => (typeof lv === "string" ? { name: lv, summary: "" } : lv));
    const seats = el(
      "ol",
      { class: "seats" },
      Array.from({ length: count }, (_, seat) =>
        el(
          "li",
          {},
          seat === 0
            ? el("span", {}, t("lobby.seat.you"))
            : [
                el(
                  "select",
                  {
                    name: `seat-${seat}`,
                    class: "seat-kind",
                    "aria-label": t("lobby.seat", { n: seat + 1 }),
                    // a friend's seat takes no bot level
                    onchange: (e) => { e.target.form.elements[`level-${seat}`].hidden = e.target.value !== "bot"; },
                  },
                  el("option", { value: "human", selected: seat === 1 }, t("lobby.seat.friend")),
                  el("option", { value: "bot", selected: seat !== 1 }, t("lobby.seat.bot")),
                ),
                " ",
                el(
                  "select",
                  { name: `level-${seat}`, class: "seat-level", "aria-label": t("lobby.level"), hidden: seat === 1 },
                  levels.map((lv, i) => el("option", { value: lv.name, title: I18n.has(`bot.${lv.name}`) ? t(`bot.${lv.name}`) : lv.summary, selected: i === Math.min(1, levels.length - 1) }, levelName(lv.name))),
                ),
              ],
        ),
      ),
    );
    const options = (chosen.options || []).map((opt) =>
      el(
        "div",
        { class: "option" },
        el("label", { for: `opt-${opt.name}` }, el("code", {}, opt.name), " ", optionControl(opt)),
        el("p", { class: "type muted", lang: gamesLang || "en" }, optionTypeLine(opt)),
        el("p", { class: "doc", lang: gamesLang || "en" }, opt.doc || opt.help || ""),
        opt.allowed ? el("p", { class: "allowed muted", lang: gamesLang || "en" }, opt.allowed) : null,
        opt.source && opt.source.length
          ? el("p", { class: "source muted", lang: gamesLang || "en" }, t("lobby.source", { source: [].concat(opt.source).join("; ") }))
          : null,
      ),
    );
    add(
      form,
      el("h2", {}, t("lobby.heading")),
      el("label", {}, t("lobby.game"), " ", gameSelect),
      chosen.description ? el("p", { class: "doc description", lang: gamesLang || "en" }, t("lobby.family_line", { family: chosen.family_title, text: chosen.description })) : null,
      chosen.source ? el("p", { class: "muted", lang: "en" }, t("lobby.source", { source: chosen.source })) : null,
      chosen.provisional ? el("p", { class: "muted", lang: gamesLang || "en" }, t("lobby.provisional", { text: chosen.provisional })) : null,
      el("label", {}, t("lobby.players"), " ", players),
      el("label", {}, t("lobby.your_name"), " ", el("input", { name: "name", id: "name", maxlength: 24, required: true, value: localStorage.getItem("pantsdown.name") || "" })),
      el("h3", {}, t("lobby.seats")),
      seats,
      el("button", { type: "submit", id: "create-room", class: "primary" }, t("lobby.create")),
      el("details", { class: "options" }, el("summary", {}, t("lobby.options")), el("p", { class: "muted" }, t("lobby.options_hint")), options),
      el("details", {}, el("summary", {}, t("lobby.how_to_play")), howToPlay(chosen.how_to_play)),
    );
    main().replaceChildren(el("p", { class: "tagline" }, t("app.tagline")), form, el("div", { id: "invite" }));
  }

  async function createRoom(form, game) {
    const data = new FormData(form);
    const count = Number(data.get("players"));
    const seats = [];
    for (let seat = 0; seat < count; seat++) {
      if (seat === 0) seats.push({ kind: "human" });
      else seats.push({ kind: data.get(`seat-${seat}`), level: data.get(`level-${seat}`) });
    }
    const name = String(data.get("name") || "").trim();
    localStorage.setItem("pantsdown.name", name);
    try {
      const room = await Net.request("POST", "/api/rooms", {
        game: game.name,
        players: count,
        options: changedOptions(form),
        seats,
        name,
      });
      Net.keepSeat(room.room, room.seat, room.token);
      const link = `${location.origin}${room.invite || `/room/${room.room}`}`;
      document.getElementById("invite").replaceChildren(
        el(
          "div",
          { class: "panel" },
          el("p", {}, t("lobby.created")),
          el("input", { id: "invite-link", readonly: true, value: link, onfocus: (e) => e.target.select() }),
          " ",
          el("button", { type: "button", onclick: (e) => { navigator.clipboard && navigator.clipboard.writeText(link); e.target.textContent = t("lobby.copied"); } }, t("lobby.copy")),
          " ",
          el("a", { href: `#/room/${room.room}`, id: "go-table", class: "button primary" }, t("lobby.go_table")),
        ),
      );
    } catch (err) {
      showError(t("ui.error", { message: err.message }));
    }
  }

  // -- join ------------------------------------------------------------------------

  async function renderJoin(room) {
    const held = Net.seatOf(room);
    if (held) {
      location.hash = `#/room/${room}`;
      return;
    }
    const info = await Net.request("GET", `/api/rooms/${room}`);
    const free = info.seats.filter((s) => s.kind === "human" && !s.taken);
    const form = el("form", {
      id: "join",
      class: "panel",
      onsubmit: async (e) => {
        e.preventDefault();
        const data = new FormData(form);
        const name = String(data.get("name") || "").trim();
        localStorage.setItem("pantsdown.name", name);
        try {
          const joined = await Net.request("POST", `/api/rooms/${room}/join`, { name, seat: Number(data.get("seat")) });
          Net.keepSeat(room, joined.seat, joined.token);
          location.hash = `#/room/${room}`;
        } catch (err) {
          showError(t("ui.error", { message: err.message }));
        }
      },
    });
    add(
      form,
      el("h2", {}, t("join.heading")),
      el("p", {}, t("join.game", { game: await titleOf(info.game, info.title) })),
      el(
        "ul",
        { class: "seats" },
        info.seats.map((s) =>
          el(
            "li",
            {},
            t("lobby.seat", { n: s.seat + 1 }),
            ": ",
            s.kind === "bot" ? t("join.bot", { level: levelName(s.level || "") }) : s.taken ? t("join.taken", { name: s.name }) : t("join.free"),
          ),
        ),
      ),
      free.length
        ? [
            el("label", {}, t("join.name"), " ", el("input", { name: "name", id: "join-name", maxlength: 24, required: true, value: localStorage.getItem("pantsdown.name") || "" })),
            el(
              "label",
              {},
              t("join.seat"),
              " ",
              el("select", { name: "seat", id: "join-seat" }, free.map((s) => el("option", { value: s.seat }, t("lobby.seat", { n: s.seat + 1 })))),
            ),
            el("button", { type: "submit", id: "join-button", class: "primary" }, t("join.join")),
          ]
        : el("p", {}, t("join.none_free")),
      " ",
      el("a", { href: `#/room/${room}?watch=1`, class: "button" }, t("join.spectate")),
    );
    main().replaceChildren(form);
  }

  // -- table -----------------------------------------------------------------------

  class Table {
    constructor(room, watch) {
      this.room = room;
      this.msg = null; // the last state message
      this.selected = [];
      this.typed = "";
      this.events = []; // every event this seat has been sent since the page opened
      this.log = []; // the hand in progress: a full message's view.log, extended by deltas
      this.lastHandSeen = null;
      this.handOver = null; // {hand, events} of the last finished hand, until dismissed
      this.status = "closed";
      const held = watch ? null : Net.seatOf(room);
      const query = held ? `?token=${encodeURIComponent(held.token)}` : "";
      this.conn = Net.connect(`/ws/${room}${query}`, (m) => this.onMessage(m), (s) => this.onStatus(s));
      loadGames()
        .then(() => this.msg && this.render())
        .catch(() => null);
      this.keys = (e) => this.onKey(e);
      document.addEventListener("keydown", this.keys);
    }

    close() {
      this.conn.close();
      document.removeEventListener("keydown", this.keys);
    }

    names() {
      const players = (this.msg && this.msg.players) || [];
      return players.map((p, seat) =>
        (p && p.name) || (p && p.kind === "bot" ? t("table.bot_name", { n: seat + 1 }) : t("lobby.seat", { n: seat + 1 })),
      );
    }

    onStatus(status) {
      this.status = status;
      const bar = document.getElementById("conn");
      if (bar) {
        bar.textContent = status === "open" ? t("ui.connected") : t("ui.offline");
        bar.className = status === "open" ? "ok" : "warn";
      }
    }

    onMessage(m) {
      if (m.type === "error" || m.type === "state") this.pending = false;
      if (m.type === "error" && !this.msg && (m.code === "seat/token" || m.code === "room/unknown")) {
        // the room refuses this page before any state: no point in reconnecting
        this.close();
        if (m.code === "seat/token") {
          Net.forgetSeat(this.room);
          location.hash = `#/join/${this.room}`;
        } else {
          main().replaceChildren(el("p", { class: "refusal" }, t("ui.error", { message: m.message })), el("a", { href: "#/" }, t("ui.back")));
        }
        return;
      }
      if (m.type === "error") {
        this.refusal = t("table.refused", { message: m.message || m.code });
        this.refusalCode = m.code;
        if (this.msg) this.render();
        showError(this.refusal);
        return;
      }
      if (m.type === "room" && m.room && this.msg) {
        this.msg.room = m.room;
        this.msg.players = m.room.seats;
        this.render();
        return;
      }
      if (!m.view) return;
      const view = m.view;
      const fresh = Array.isArray(m.events) ? m.events : [];
      const family = m.family || (this.msg && this.msg.family);
      if (m.full) {
        // the hand so far again (a reconnect): drop what this page holds of that hand
        this.log = Array.isArray(view.log) ? view.log : [];
        const first = JSON.stringify(fresh[0]);
        const at = this.events.findIndex((ev) => JSON.stringify(ev) === first);
        if (fresh.length && at >= 0) this.events.length = at;
      } else {
        // a delta: its events extend the hand's log, or start a new hand's
        const inHand = typeof m.hand_events === "number" ? m.hand_events : fresh.length;
        this.log = inHand < fresh.length ? fresh.slice(fresh.length - inHand) : (this.log || []).concat(fresh);
        view.log = this.log;
      }
      for (const ev of fresh) {
        if (Families.DEALT.includes(ev.type) && this.events.length) this.captureHand(family);
        this.events.push(ev);
      }
      if (m.over && !(this.msg && this.msg.over)) this.captureHand(family);
      this.msg = m;
      if (fresh.length) this.refusal = null;
      this.selected = this.selected.filter((c) => (view.hand || []).includes(c));
      this.render();
    }

    /** Keep the scoring events of the hand just finished, for the "how it was scored" panel. */
    captureHand(family) {
      const scoring = Families.SCORING[family] || [];
      let start = 0;
      this.events.forEach((ev, i) => {
        if (Families.DEALT.includes(ev.type)) start = i;
      });
      const hand = this.events.slice(start);
      const scored = hand.filter((ev) => scoring.includes(ev.type));
      if (!scored.length) return;
      const dealt = hand.find((ev) => Families.DEALT.includes(ev.type));
      this.handOver = { hand: dealt ? dealt.hand_number + 1 : "", events: scored };
    }

    legal() {
      const m = this.msg;
      if (!m || !m.legal) return [];
      return m.legal.map((a) => (typeof a === "string" ? a : a.text || a.action));
    }

    act(text) {
      if (this.pending) return;
      const sent = this.conn.send({ type: "act", n: this.msg.n, action: text });
      if (!sent) {
        showError(t("ui.offline"));
        return;
      }
      // until the server answers, the moves wait (no second intent for the same state)
      this.pending = true;
      this.refusal = null;
      this.draft = "";
      this.selected = [];
      this.typed = "";
      this.render();
    }

    onKey(e) {
      if (!this.msg || e.target.closest("input, select, textarea")) return;
      const moves = this.legal();
      if (/^[0-9]$/.test(e.key)) {
        this.typed += e.key;
        const n = Number(this.typed);
        if (moves.length < 10 || n * 10 > moves.length) {
          if (n >= 1 && n <= moves.length) this.act(moves[n - 1]);
          this.typed = "";
        }
        this.renderTyped();
      } else if (e.key === "Enter" && this.typed) {
        const n = Number(this.typed);
        if (n >= 1 && n <= moves.length) this.act(moves[n - 1]);
        this.typed = "";
        this.renderTyped();
      } else if (e.key === "Escape") {
        this.typed = "";
        this.selected = [];
        this.render();
      }
    }

    renderTyped() {
      const box = document.getElementById("typed");
      if (box) box.textContent = this.typed ? `#${this.typed}` : "";
    }

    clickCard(card) {
      const i = this.selected.indexOf(card);
      if (i >= 0) this.selected.splice(i, 1);
      else this.selected.push(card);
      const family = this.msg.family;
      const matching = this.legal().filter((text) => {
        const cards = Words.action(family, text, ctx()).cards;
        return this.selected.every((c) => cards.includes(c));
      });
      if (this.selected.length && matching.length === 1) {
        this.act(matching[0]);
        return;
      }
      this.render();
    }

    render() {
      const m = this.msg;
      const view = m.view;
      const family = m.family;
      const fam = Families.of(family);
      const names = this.names();
      const me = typeof m.seat === "number" ? m.seat : null;
      const n = view.num_players || names.length;
      const toAct = view.current_player;
      const preset = (games || []).find((g) => g.name === view.variant) || {};
      const moves = this.legal();
      const c = ctx();
      const log = view.log || [];
      const lastBySeat = {};
      for (const ev of log) if (typeof ev.seat === "number") lastBySeat[ev.seat] = ev;

      const turn =
        m.over ? t("table.match_over")
          : toAct === me ? t("table.turn.you")
          : typeof toAct === "number" && toAct >= 0 ? t("table.turn.other", { name: names[toAct] })
          : t("table.turn.none");

      const header = el(
        "header",
        { class: "table-head" },
        el("h2", {}, preset.title || view.variant),
        el("span", { class: "hand-no" }, t("table.hand", { n: (view.hand_number || 0) + 1 })),
        el("span", { id: "turn", class: toAct === me && !m.over ? "turn mine" : "turn" }, turn),
        el("span", { id: "conn", class: this.status === "open" ? "ok" : "warn" }, this.status === "open" ? t("ui.connected") : t("ui.offline")),
        me === null ? el("span", { class: "muted" }, t("table.spectator")) : null,
      );

      const order = me === null ? [...Array(n).keys()] : Array.from({ length: n }, (_, i) => (me + i) % n);
      const seatBox = (seat) => {
        const player = (m.players || [])[seat] || {};
        const size = view.hand_sizes ? view.hand_sizes[seat] : 0;
        const known = view.known && view.known[seat] && seat !== me ? view.known[seat] : [];
        const last = lastBySeat[seat];
        return el(
          "div",
          {
            class: `seat${seat === toAct ? " to-act" : ""}${seat === me ? " me" : ""}`,
            "data-seat": seat,
          },
          el(
            "div",
            { class: "seat-name" },
            seat === me ? t("table.you", { name: names[seat] }) : names[seat],
            player.kind === "bot" ? el("span", { class: "tag" }, t("table.bot")) : null,
            player.connected === false && player.kind !== "bot" ? el("span", { class: "tag warn" }, t("table.away")) : null,
            player.bot ? el("span", { class: "tag" }, t("table.bot_plays", { name: names[seat] })) : null,
            view.dealer === seat ? el("span", { class: "tag" }, t("table.dealer")) : null,
          ),
          seat !== me ? el("div", { class: "backs", "aria-label": t("table.cards", { n: size }) }, Array.from({ length: Math.min(size, 8) }, () => cardNode(null, { class: "card-wrap mini" })), el("span", { class: "count" }, t("table.cards", { n: size }))) : null,
          known.length ? el("div", { class: "known" }, t("field.known", { cards: Words.cardsText(c, known) })) : null,
          el("div", { class: "stats" }, fam.seatStats(view, seat).join(" · ")),
          fam.seatPiles(view, seat).map((p) => pileNode(p)),
          last ? el("div", { class: "last", "data-last": seat }, t("table.last_action", { text: Words.describe(family, last, c) })) : null,
          this.seatControl(player, seat, me, m.over),
        );
      };

      const center = el("section", { class: "center" }, fam.center(view).map((p) => pileNode(p, names)));

      const hand = view.hand || [];
      const playable = new Set();
      for (const text of moves) for (const card of Words.action(family, text, c).cards) playable.add(card);
      const handRow = el(
        "div",
        { class: "hand", id: "hand" },
        hand.map((card) =>
          el(
            "button",
            {
              class: `card-button${playable.has(card) ? " playable" : ""}${this.selected.includes(card) ? " selected" : ""}`,
              "data-card": card,
              disabled: !playable.has(card) || this.pending,
              "aria-pressed": this.selected.includes(card) ? "true" : "false",
              onclick: () => this.clickCard(card),
              html: Cards.cardSvg(card, suits, Cards.cardText(card, suits, I18n.t)),
            },
          ),
        ),
      );

      const shown = moves
        .map((text, i) => ({ text, i, info: Words.action(family, text, c) }))
        .filter((mv) => this.selected.every((card) => mv.info.cards.includes(card)));
      const moveList = el(
        "section",
        { class: "moves", id: "moves" },
        el("h3", {}, t("table.moves"), " ", el("span", { id: "typed", class: "typed" }, this.typed ? `#${this.typed}` : "")),
        moves.length ? el("p", { class: "muted small" }, t("table.moves_hint")) : el("p", { class: "muted" }, t("table.no_moves")),
        this.selected.length
          ? el("p", {}, t("table.selected", { cards: Words.cardsText(c, this.selected) }), " ", el("button", { onclick: () => { this.selected = []; this.render(); } }, t("table.clear_selection")))
          : null,
        el(
          "ol",
          {},
          shown.map((mv) =>
            el(
              "li",
              { value: mv.i + 1 },
              el(
                "button",
                { class: "move", "data-action": mv.text, "data-index": mv.i + 1, disabled: this.pending, onclick: () => this.act(mv.text) },
                el("kbd", {}, String(mv.i + 1)),
                " ",
                mv.info.label,
                mv.info.label !== mv.text ? el("code", { class: "notation" }, mv.text) : null,
              ),
            ),
          ),
        ),
        moves.length
          ? el(
              "form",
              {
                class: "intent",
                onsubmit: (e) => {
                  e.preventDefault();
                  const text = e.target.elements.intent.value.trim();
                  if (text) this.act(text);
                },
              },
              el("label", { for: "intent" }, t("table.type_move")),
              " ",
              el("input", {
                id: "intent",
                name: "intent",
                autocomplete: "off",
                maxlength: 80,
                placeholder: moves[0],
                value: this.draft || "",
                oninput: (e) => { this.draft = e.target.value; },
              }),
              " ",
              el("button", { type: "submit", id: "intent-send", disabled: this.pending }, t("table.send_move")),
            )
          : null,
        el("p", { id: "refusal", class: "refusal", hidden: !this.refusal, role: "alert", "data-code": this.refusal ? this.refusalCode : null }, this.refusal || ""),
      );

      const mine = me === null ? null : el(
        "section",
        { class: "own" },
        el("h3", {}, [t("table.your_hand"), ...fam.ownExtra(view)].join(" · ")),
        handRow,
      );

      const logList = el(
        "ol",
        { class: "log", id: "log" },
        log.map((ev, i) => el("li", { class: i === log.length - 1 ? "fresh" : "" }, Words.describe(family, ev, c))),
      );

      const standings = standingsNode(m, names, fam, view, family);

      const side = el(
        "aside",
        { class: "side" },
        el("details", { open: true }, el("summary", {}, t("table.log")), logList),
        el("details", { open: true }, el("summary", {}, t("table.standings")), standings),
        el("details", { class: "rules" }, el("summary", {}, t("table.rules")), howToPlay(preset.how_to_play)),
      );

      const others = order.filter((s) => s !== me);
      const overlay = this.overlay(m, names, family, c);
      main().replaceChildren(
        el(
          "div",
          { class: `table family-${family}`, id: "table", "data-n": m.n, "data-pending": this.pending ? "1" : "0", "data-over": m.over ? "1" : "0", "data-to-act": toAct, "data-seat": me === null ? "" : me },
          header,
          overlay,
          el("div", { class: "board" }, el("section", { class: "opponents" }, others.map(seatBox)), center, me === null ? null : seatBox(me), mine, moveList),
          side,
        ),
      );
      // cards on the table that a move names (31's swaps) are picked like cards in hand
      for (const svg of document.querySelectorAll(".center .pile-card svg[data-card]")) {
        const card = svg.dataset.card;
        if (!playable.has(card) || hand.includes(card) || this.pending) continue;
        const wrap = svg.closest(".pile-card");
        wrap.classList.add("playable");
        if (this.selected.includes(card)) wrap.classList.add("selected");
        wrap.setAttribute("role", "button");
        wrap.setAttribute("tabindex", "0");
        wrap.dataset.tableCard = card;
        wrap.addEventListener("click", () => this.clickCard(card));
        wrap.addEventListener("keydown", (e) => {
          if (e.key === " ") {
            e.preventDefault();
            this.clickCard(card);
          }
        });
      }
      const logEl = document.getElementById("log");
      if (logEl) logEl.scrollTop = logEl.scrollHeight;
    }

    overlay(m, names, family, c) {
      if (m.over) {
        const winners = ((m.room && m.room.winners) || m.view.match_winners || []).map((s) => names[s]).join(", ");
        return el(
          "div",
          { class: "overlay", id: "match-over", role: "dialog" },
          el(
            "div",
            { class: "panel" },
            el("h2", {}, t("table.match_over")),
            winners ? el("p", { class: "winners" }, t("table.winners", { names: winners })) : null,
            this.handOver ? el("ul", { class: "scoring" }, this.handOver.events.map((ev) => el("li", {}, Words.describe(family, ev, c)))) : null,
            standingsNode(m, names, Families.of(family), m.view, family),
            el(
              "p",
              { class: "actions" },
              m.room && m.room.rematch ? el("p", { class: "notice" }, t("table.rematch_ready")) : null,
              el("button", { id: "rematch", class: "primary", onclick: () => this.rematch() }, t("table.rematch")),
              " ",
              el("a", { id: "replay-link", class: "button", href: `#/replay/${this.room}` }, t("table.replay")),
              " ",
              el("a", { id: "download", class: "button", href: `/api/rooms/${this.room}/record`, download: `${this.room}.json` }, t("table.download")),
            ),
          ),
        );
      }
      if (this.handOver) {
        // not modal: the next hand goes on beside it until it is closed
        return el(
          "section",
          { class: "panel hand-over", id: "hand-over", role: "status" },
          el("h3", {}, t("table.hand_over", { n: this.handOver.hand })),
          el("ul", {}, this.handOver.events.map((ev) => el("li", {}, Words.describe(family, ev, c)))),
          el("button", { id: "hand-over-ok", onclick: () => { this.handOver = null; this.render(); } }, t("ui.close")),
        );
      }
      return null;
    }

    /** A bot for a human seat whose player left (or for my own), and my seat back from one. */
    seatControl(player, seat, me, over) {
      if (me === null || over || player.kind !== "human") return null;
      if (player.bot && seat === me) {
        return el("button", { class: "seat-control", id: "take-back", onclick: () => this.seatRequest(seat, "take") }, t("table.take_back"));
      }
      if (!player.bot && (seat === me || (player.taken && player.connected === false))) {
        return el("button", { class: "seat-control", "data-to-bot": seat, onclick: () => this.seatRequest(seat, "bot") }, t("table.to_bot"));
      }
      return null;
    }

    async seatRequest(seat, what) {
      const held = Net.seatOf(this.room);
      try {
        await Net.request("POST", `/api/rooms/${this.room}/seats/${seat}/${what}`, { token: held && held.token, level: "medium" });
      } catch (err) {
        showError(t("ui.error", { message: err.message }));
      }
    }

    async rematch() {
      try {
        const held = Net.seatOf(this.room);
        const next = await Net.request("POST", `/api/rooms/${this.room}/rematch`, { token: held && held.token });
        if (next.token) Net.keepSeat(next.room, next.seat, next.token);
        location.hash = `#/room/${next.room}`;
      } catch (err) {
        showError(t("ui.error", { message: err.message }));
      }
    }
  }

  function pileNode(p, names) {
    return el(
      "div",
      { class: `pile${p.fan ? " fan" : ""}${p.small ? " small" : ""}` },
      p.label ? el("div", { class: "pile-label" }, p.label) : null,
      el(
        "div",
        { class: "pile-cards" },
        p.cards.map((card, i) =>
          el(
            "span",
            { class: `pile-card${i === p.cards.length - 1 ? " top" : ""}` },
            cardNode(card),
            p.seats && names ? el("span", { class: "who" }, names[p.seats[i]]) : null,
          ),
        ),
      ),
    );
  }

  /** A row of the standings: the engine's standing (data) in the catalog's words, with
   *  what the family adds while a hand is on (Paskahousu: the cards each seat holds). */
  function standingWords(family, row, fam, view) {
    const said = Words.standing(family, row);
    if (!said) {
      const stats = fam.standing ? fam.standing(view, row.seat) : fam.seatStats(view, row.seat);
      return [row.is_out ? t("stat.out") : "", ...stats].filter(Boolean).join(" · ");
    }
    const extra = fam.standingExtra ? fam.standingExtra(view, row.seat) : [];
    return [...extra, said].join(" · ");
  }

  function standingsNode(m, names, fam, view, family) {
    const n = view.num_players || names.length;
    const rows = (m.room && m.room.standings) || Array.from({ length: n }, (_, seat) => ({ seat }));
    return el(
      "ul",
      { class: "standings", id: "standings" },
      rows.map((row) =>
        el(
          "li",
          { class: row.is_winner ? "winner" : row.is_out ? "out" : "" },
          row.is_winner ? "\u2605 " : "",
          `${names[row.seat]}: `,
          standingWords(family, row, fam, view),
        ),
      ),
    );
  }

  // -- replay ------------------------------------------------------------------------

  async function renderReplay(room) {
    const params = new URLSearchParams(location.hash.split("?")[1] || "");
    const held = Net.seatOf(room);
    const chosen = params.get("seat") !== null ? params.get("seat") : held ? String(held.seat) : "";
    const data = await Net.request("GET", `/api/rooms/${room}/replay${chosen === "" ? "" : `?seat=${chosen}`}`);
    const title = await titleOf(data.game, data.title);
    const steps = data.steps || [];
    if (!steps.length) {
      main().replaceChildren(el("p", {}, t("ui.loading")));
      return;
    }
    let at = Math.min(Number(params.get("step")) || 0, steps.length - 1);
    const names = (data.players || []).map((p, s) => (p && p.name) || t("lobby.seat", { n: s + 1 }));
    const family = data.family;
    const fam = Families.of(family);
    const seatSelect = el(
      "select",
      {
        id: "replay-seat",
        onchange: (e) => { location.hash = `#/replay/${room}?seat=${e.target.value}&step=${at}`; },
      },
      el("option", { value: "", selected: chosen === "" }, t("table.spectator")),
      names.map((name, seat) => el("option", { value: seat, selected: String(seat) === chosen }, name)),
    );
    const show = () => {
      const step = steps[at];
      const view = step.view;
      const c = { names, suits };
      const n = view.num_players || names.length;
      main().replaceChildren(
        el(
          "div",
          { class: "panel replay", id: "replay", "data-step": at },
          el("h2", {}, t("replay.heading"), ": ", title),
          el("label", {}, t("replay.as_seat"), " ", seatSelect),
          el("p", { id: "replay-step" }, t("replay.step", { n: at + 1, total: steps.length })),
          el(
            "p",
            { class: "actions" },
            el("button", { id: "replay-first", onclick: () => { at = 0; show(); } }, t("replay.first")),
            el("button", { id: "replay-prev", onclick: () => { at = Math.max(0, at - 1); show(); } }, t("replay.prev")),
            el("button", { id: "replay-next", onclick: () => { at = Math.min(steps.length - 1, at + 1); show(); } }, t("replay.next")),
            el("button", { id: "replay-last", onclick: () => { at = steps.length - 1; show(); } }, t("replay.last")),
            " ",
            el("a", { class: "button", href: `/api/rooms/${room}/record`, download: `${room}.json` }, t("table.download")),
          ),
          step.action ? el("p", { class: "replay-action" }, el("code", {}, step.action)) : null,
          el(
            "div",
            { class: "board" },
            el(
              "section",
              { class: "opponents" },
              Array.from({ length: n }, (_, seat) =>
                el(
                  "div",
                  { class: `seat${seat === view.current_player ? " to-act" : ""}` },
                  el("div", { class: "seat-name" }, names[seat]),
                  view.hand_sizes ? el("div", {}, t("table.cards", { n: view.hand_sizes[seat] })) : null,
                  el("div", { class: "stats" }, fam.seatStats(view, seat).join(" · ")),
                  fam.seatPiles(view, seat).map((p) => pileNode(p)),
                ),
              ),
            ),
            el("div", { class: "center" }, fam.center(view).map((p) => pileNode(p, names))),
            el("div", { class: "hand" }, (view.hand || []).map((card) => cardNode(card))),
          ),
          el("ol", { class: "log" }, (view.log || []).map((ev) => el("li", {}, Words.describe(family, ev, c)))),
          el("a", { href: "#/" }, t("ui.back")),
        ),
      );
    };
    show();
  }

  // -- routing -------------------------------------------------------------------

  async function route() {
    if (table) {
      table.close();
      table = null;
    }
    renderSettings();
    const invited = /^\/room\/([^/]+)$/.exec(location.pathname);
    if (invited && !location.hash) {
      // the invite link /room/ID: join that room (or go to the table if already seated)
      location.replace(`/#/join/${invited[1]}`);
      return;
    }
    const hash = location.hash.replace(/^#/, "") || "/";
    const path = hash.split("?")[0];
    const parts = path.split("/").filter(Boolean);
    try {
      if (parts[0] === "join" && parts[1]) await renderJoin(parts[1]);
      else if (parts[0] === "room" && parts[1]) {
        main().replaceChildren(el("p", {}, t("ui.loading")));
        table = new Table(parts[1], hash.includes("watch=1"));
      } else if (parts[0] === "replay" && parts[1]) await renderReplay(parts[1]);
      else await renderLobby();
    } catch (err) {
      main().replaceChildren(el("p", { class: "refusal" }, t("error.network", { message: err.message })), el("a", { href: "#/" }, t("ui.back")));
    }
  }

  function rerender() {
    renderSettings();
    if (table && table.msg) table.render();
    else route();
  }

  async function start() {
    await I18n.load(I18n.pick());
    window.addEventListener("hashchange", route);
    await route();
  }

  /** The catalog entry of a preset (from GET /api/games), once it is loaded. */
  function preset(name) {
    return (games || []).find((g) => g.name === name) || null;
  }

  return { start, ctx, el, preset };
})();

window.App = App;
window.addEventListener("DOMContentLoaded", () => App.start());
