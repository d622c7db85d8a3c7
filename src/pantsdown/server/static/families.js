// What each family's view puts on the table: the shared piles in the middle and each
// seat's standing.  Only field names of the engine's views appear here; every word
// comes from the catalogs.
"use strict";

const Families = (() => {
  const t = (key, params) => I18n.t(key, params);

  function pile(label, cards, opts) {
    return Object.assign({ label, cards: cards || [] }, opts || {});
  }

  const thirtyOne = {
    center(view) {
      const out = [pile(t("field.table"), view.table)];
      const counts = [t("field.stock", { n: view.stock_size })];
      if (view.widow_size) counts.push(t("field.widow", { n: view.widow_size }));
      if (view.discards && view.discards.length) counts.push(t("field.discards", { n: view.discards.length }));
      out.push(pile(counts.join(" · "), [], { stock: view.stock_size }));
      return out;
    },
    seatStats(view, seat) {
      const stats = [];
      if (view.is_out && view.is_out[seat]) return [t("stat.out")];
      const name = (view.options && view.options.chip_name) || chipName(view);
      const scoring = (view.options && view.options.scoring) || presetDefault(view, "scoring");
      if (scoring === "points" && view.points) stats.push(t("stat.points", { n: view.points[seat] }));
      else if (view.chips && name === "stick") {
        // sticks are counted up: the chips left are the sticks still to take
        const starting = Number((view.options && view.options.starting_chips) || presetDefault(view, "starting_chips") || 0);
        const held = starting - view.chips[seat];
        stats.push(`${held} ${t("chip.stick", { n: held })}`);
      } else if (view.chips) {
        stats.push(`${view.chips[seat]} ${t("chip." + name, { n: view.chips[seat] })}`);
        if (view.chicken === seat) stats.push(t("stat.chicken"));
        else if (view.chips[seat] === 0) stats.push(t(name === "coin" ? "stat.on_trial" : "stat.swimming"));
      }
      return stats;
    },
    ownExtra(view) {
      return view.hand_value !== undefined && view.hand && view.hand.length
        ? [t("field.hand_value", { value: view.hand_value })]
        : [];
    },
    seatPiles() {
      return [];
    },
  };

  /** A view names its rules by preset and overrides: a preset's default is in the catalog. */
  function presetDefault(view, name) {
    const preset = App.preset(view.variant);
    const option = preset && (preset.options || []).find((o) => o.name === name);
    return option ? option.default : undefined;
  }

  function chipName(view) {
    const preset = presetDefault(view, "chip_name");
    if (typeof preset === "string") return preset;
    for (const ev of view.log || []) if (ev.chip_name) return ev.chip_name;
    return "chip";
  }

  const paskahousu = {
    center(view) {
      const counts = [t("field.stock", { n: view.stock_size })];
      if (view.fallen && view.fallen.length) counts.push(t("field.fallen", { n: view.fallen.length }));
      return [pile(t("field.pile"), view.pile, { fan: true }), pile(counts.join(" · "), [], { stock: view.stock_size })];
    },
    seatStats(view, seat) {
      const stats = [];
      const place = (view.out_order || []).indexOf(seat);
      if (place >= 0) stats.push(t("table.place", { n: place + 1 }));
      if (view.hands_won && view.hands_won.some((n) => n > 0)) stats.push(t("stat.hands_won", { n: view.hands_won[seat] }));
      return stats;
    },
    standing(view, seat) {
      // who holds how many cards is the race until the players go out
      const stats = this.seatStats(view, seat);
      const out = (view.out_order || []).includes(seat);
      return out || !view.hand_sizes ? stats : [t("table.cards", { n: view.hand_sizes[seat] }), ...stats];
    },
    standingExtra(view, seat) {
      // beside the engine's standing (hands won, times the paskahousu): the race of this
      // hand, the cards each seat holds until it goes out, then its place
      const place = (view.out_order || []).indexOf(seat);
      if (place >= 0) return [t("table.place", { n: place + 1 })];
      return view.hand_sizes ? [t("table.cards", { n: view.hand_sizes[seat] })] : [];
    },
    ownExtra() {
      return [];
    },
    seatPiles() {
      return [];
    },
  };

  const underwear = {
    center(view) {
      const counts = [t("field.stock", { n: view.stock_size })];
      if (view.multiplier && view.multiplier > 1) counts.push(t("field.multiplier", { n: view.multiplier }));
      return [pile(t("field.downpile"), view.downpile, { fan: true }), pile(counts.join(" · "), [], { stock: view.stock_size })];
    },
    seatStats(view, seat) {
      return view.scores ? [t("stat.scores", { n: view.scores[seat] })] : [];
    },
    ownExtra() {
      return [];
    },
    seatPiles(view, seat) {
      const piles = (view.up_piles && view.up_piles[seat]) || [];
      return piles.map((p) =>
        pile(p.face_down ? t("field.face_down") : "", p.face_down ? p.cards.map(() => null) : p.cards, { fan: true, small: true }),
      );
    },
  };

  const ramsen = {
    center(view) {
      const out = [];
      const trick = (view.trick || []).map((pair) => pair[1]);
      const who = (view.trick || []).map((pair) => pair[0]);
      out.push(pile(t("field.trick"), trick, { seats: who }));
      const trump = view.trump ? t("field.trump", { suit: Words.suitWord(App.ctx(), view.trump) }) : t("field.no_trump");
      const turned = view.turned ? [view.turned] : [];
      const counts = [trump, t("field.talon", { n: view.talon_size || 0 })];
      if (view.widow_size) counts.push(t("field.widow", { n: view.widow_size }));
      out.push(pile(counts.join(" · "), turned));
      return out;
    },
    seatStats(view, seat) {
      const stats = [];
      if (view.scores) stats.push(t("stat.ramsen_scores", { n: view.scores[seat] }));
      if (view.won && view.phase === "play") stats.push(t("stat.won", { n: view.won[seat] }));
      if (view.active && view.active[seat] === false && view.phase === "play") stats.push(t("stat.dropped"));
      return stats;
    },
    ownExtra() {
      return [];
    },
    seatPiles() {
      return [];
    },
  };

  const generic = {
    center() {
      return [];
    },
    seatStats() {
      return [];
    },
    ownExtra() {
      return [];
    },
    seatPiles() {
      return [];
    },
  };

  const BY_ID = { thirty_one: thirtyOne, paskahousu, underwear, ramsen };

  /** Event types that tell how a hand was scored, per family (shown when a hand ends). */
  const SCORING = {
    thirty_one: ["hand_ended", "hands_shown", "special_shown", "hand_scored", "chips_lost", "chicken_taken", "player_eliminated", "points_scored", "final_tie_replayed", "match_won"],
    paskahousu: ["went_out", "hand_called", "hand_ended"],
    underwear: ["went_out", "hand_blocked", "seats_changed", "match_won", "match_stopped"],
    ramsen: ["hand_scored", "match_ended"],
  };

  /** Event types that start a hand. */
  const DEALT = ["hand_dealt", "dealt"];

  function of(family) {
    return BY_ID[family] || generic;
  }

  return { of, SCORING, DEALT };
})();

window.Families = Families;
