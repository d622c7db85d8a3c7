// Sentences from the engine's typed events and labels for its actions, all from the catalogs.
"use strict";

const Words = (() => {
  const CARD_RE = /^(10|[2-9JQKA])[cdhs]$/;
  const SEAT_FIELDS = ["seat", "dealer", "winner", "loser", "victim", "other"];
  const SEATS_FIELDS = ["seats", "winners", "losers", "tied"];
  const CARD_FIELDS = ["card", "gave", "took", "onto", "given"];
  const CARDS_FIELDS = ["cards", "face_up", "discarded", "new", "drawn"];
  const SUIT_NAMES = ["clubs", "diamonds", "hearts", "spades"];

  function seatName(ctx, seat) {
    if (seat === null || seat === undefined) return "";
    return ctx.names[seat] !== undefined ? ctx.names[seat] : `#${seat}`;
  }

  function list(parts) {
    return parts.join(", ");
  }

  function cardsText(ctx, cards) {
    return (cards || []).map((c) => Cards.cardText(c, ctx.suits, I18n.t)).join(" ");
  }

  function suitWord(ctx, suit) {
    if (!suit) return "";
    return I18n.t((ctx.suits === "german" ? "suit.german." : "suit.") + suit);
  }

  /** The key suffix an event's template is chosen by, from its data (field names only). */
  function variantOf(family, ev) {
    const type = ev.type;
    if (family === "thirty_one") {
      if (type === "extra_hand_chosen") return String(ev.took_extra_hand);
      if (type === "table_replaced") return ev.why;
      if (type === "special_shown") return String(ev.dealt);
      if (type === "player_eliminated") return String(ev.buys_drinks);
      if (type === "points_scored") return ev.points >= 0 ? "won" : "lost";
      if (type === "chips_lost") {
        if (ev.chip_name === "stick") return "stick";
        return ev.remaining === 0 ? "last" : "";
      }
    }
    if (family === "paskahousu") {
      if (type === "lead_forced") return String(ev.lowest_card);
      if (type === "tried_stock") return ev.kept ? "kept" : ev.played ? "played" : "missed";
    }
    if (family === "underwear") {
      if (type === "turned_up") return String(ev.discarded);
      if (type === "played_down") return String(ev.started);
      if (type === "drew") return ev.card ? "seen" : "hidden";
    }
    if (family === "ramsen") {
      if (type === "trump_set") {
        if (!ev.suit) return ev.card ? "none_card" : "none";
        if (ev.seat !== null && ev.card) return "seat_card";
        if (ev.seat !== null) return "seat";
        return ev.card ? "card" : "plain";
      }
      if (type === "card_taken") {
        if (ev.what === "schleck-secret") return ev.card ? "schleck-secret" : "schleck-secret.hidden";
        if (ev.what === "trump" || ev.what === "on-sight") return ev.given ? `${ev.what}.given` : ev.what;
        return ev.what;
      }
      if (type === "exchanged") {
        if (!ev.count) return "none";
        const gave = (ev.cards || []).length;
        const drew = (ev.drawn || []).length;
        if (gave && drew) return "both";
        return gave ? "aside" : "";
      }
      if (type === "match_ended") return (ev.winners || []).length ? "" : "none";
    }
    return "";
  }

  function ramsenCall(ctx, ev) {
    const word = ev.call || "";
    let said;
    if (word.startsWith("bid ")) {
      const what = word.slice(4);
      said = what === "mulatschak" ? I18n.t("ramsen.call.bid_mulatschak") : I18n.t("ramsen.call.bid", { n: Number(what) });
    } else if (word.startsWith("trump ")) {
      said = I18n.t("ramsen.call.trump", { suit: suitWord(ctx, word.slice(6)) });
    } else if (I18n.has(`ramsen.call.${ev.phase}.${word}`)) {
      said = I18n.t(`ramsen.call.${ev.phase}.${word}`);
    } else if (I18n.has(`ramsen.call.${word}`)) {
      said = I18n.t(`ramsen.call.${word}`);
    } else {
      said = word;
    }
    return ev.forced ? I18n.t("ramsen.call.forced", { said }) : said;
  }

  function thirtyOneClosed(word) {
    const key = `thirty_one.closed.${word || "close"}`;
    return I18n.has(key) ? I18n.t(key) : I18n.t("thirty_one.closed", { word });
  }

  function valueText(value) {
    if (typeof value !== "number") return String(value);
    return Number.isInteger(value) ? String(value) : value.toFixed(1).replace(/\.5$/, "\u00bd");
  }

  /** Every value a template of this event may name, formatted for the page. */
  function params(family, ev, ctx) {
    const p = {};
    for (const [key, value] of Object.entries(ev)) {
      if (SEAT_FIELDS.includes(key) && typeof value === "number") p[key] = seatName(ctx, value);
      else if (SEATS_FIELDS.includes(key) && Array.isArray(value)) p[key] = list(value.map((s) => seatName(ctx, s)));
      else if (CARD_FIELDS.includes(key) && typeof value === "string") p[key] = Cards.cardText(value, ctx.suits, I18n.t);
      else if (CARDS_FIELDS.includes(key) && Array.isArray(value)) p[key] = cardsText(ctx, value);
      else if (key === "suit") p[key] = suitWord(ctx, value);
      else if (key === "value") p[key] = valueText(value);
      else p[key] = value;
    }
    if (typeof ev.hand_number === "number") p.hand = ev.hand_number + 1;
    if (Array.isArray(ev.cards)) p.n_cards = ev.cards.length;
    if (Array.isArray(ev.tied)) p.n_tied = ev.tied.length;
    if (typeof ev.amount === "number") p.n_last = ev.amount;
    if (ev.chip_name) {
      p.chip = I18n.t(`chip.${ev.chip_name}`, { n: ev.amount });
      p.held = (ev.starting || 0) - (ev.remaining || 0);
    }
    if (family === "thirty_one") {
      if (ev.type === "closed" || ev.type === "hand_ended") p.closed = thirtyOneClosed(ev.word);
      if (ev.type === "hand_ended") {
        const how = I18n.has(`thirty_one.how.${ev.how}`) ? ev.how : "washout_no_stock";
        p.how_text = I18n.t(`thirty_one.how.${how}`, p);
      }
      if (ev.type === "hand_scored") {
        p.tie_break_text = I18n.t(`thirty_one.tie_break.${ev.tie_break || ""}`);
        const why = I18n.has(`thirty_one.why.${ev.why}`) ? ev.why : "highest";
        p.why_text = I18n.t(`thirty_one.why.${why}`, p);
      }
      if (ev.type === "hands_shown") {
        p.shown = (ev.seats || [])
          .map((seat, i) => `${seatName(ctx, seat)} ${cardsText(ctx, ev.cards[i])}`)
          .join("; ");
      }
      if (ev.type === "points_scored") p.points = Math.abs(ev.points);
    }
    if (family === "paskahousu" && ev.type === "pile_fell") {
      p.reason_text = I18n.t(`paskahousu.reason.${ev.reason}`);
    }
    if (family === "ramsen") {
      if (ev.type === "called") p.said = ramsenCall(ctx, ev);
      if (ev.type === "hand_scored") {
        p.deltas = (ev.deltas || [])
          .map((d, seat) => `${seatName(ctx, seat)} ${d > 0 ? "+" : ""}${d}`)
          .join(", ");
      }
    }
    return p;
  }

  /** The catalog key for an event: the most specific one the catalog has. */
  function eventKey(family, ev) {
    const base = `event.${family}.${ev.type}`;
    const variant = variantOf(family, ev);
    if (variant && I18n.has(`${base}.${variant}`)) return `${base}.${variant}`;
    return base;
  }

  /** An event as a sentence in the page's language. */
  function describe(family, ev, ctx) {
    return I18n.t(eventKey(family, ev), params(family, ev, ctx));
  }

  /** An action in notation as {label, cards, known}: its words, the cards it names, and
   * whether a catalog template made the words. */
  function action(family, text, ctx) {
    const tokens = String(text).split(/\s+/).filter(Boolean);
    const cards = tokens.filter((tok) => CARD_RE.test(tok));
    let words = tokens.filter((tok) => !CARD_RE.test(tok));
    const close = words.length > 1 && words[words.length - 1] === "close";
    if (close) words = words.slice(0, -1);
    const p = {
      cards: cardsText(ctx, cards),
      n_cards: cards.length,
      first: cardsText(ctx, cards.slice(0, 1)),
      second: cardsText(ctx, cards.slice(1, 2)),
    };
    const rest = [];
    for (const word of words.slice(1)) {
      if (/^\d+$/.test(word)) p.n = Number(word);
      else if (SUIT_NAMES.includes(word)) p.suit = suitWord(ctx, word);
      else if (word !== "on") rest.push(word);
    }
    if (words[0] === "up" && cards.length > 1) {
      p.cards = cardsText(ctx, cards.slice(0, -1));
      p.onto = cardsText(ctx, cards.slice(-1));
      rest.push("on");
    }
    const verb = [words[0] || "", ...rest].join("_");
    // an action no template knows is shown in its notation
    let label = text;
    let known = false;
    for (const key of [`move.${family}.${verb}`, `move.${verb}`]) {
      if (I18n.has(key)) {
        label = I18n.t(key, p);
        known = true;
        break;
      }
    }
    if (close) label = I18n.t("move.and_close", { move: label });
    return { label, cards, known };
  }

  /**
   * A standing in words: the engine sends it as data (a kind of its family's vocabulary
   * and the counts the kind names), the catalog's "standing.<family>.<kind>" words it.
   */
  function standing(family, row) {
    const counts = row.counts || [];
    const key = `standing.${family}.${row.kind}`;
    if (!row.kind || !I18n.has(key)) return "";
    return I18n.t(key, { n: counts[0], lost: counts[1], place: counts[2] });
  }

  return { describe, action, eventKey, cardsText, suitWord, seatName, standing, CARD_RE };
})();

window.Words = Words;
