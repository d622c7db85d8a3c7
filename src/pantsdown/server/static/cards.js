// Playing cards drawn as SVG, in French (♣ ♦ ♥ ♠) or German (acorns, bells, hearts, leaves) suits.
// A card is given in the engine's notation: rank (2-10, J, Q, K, A) then suit letter (c d h s).
"use strict";

const SUITS = { c: "clubs", d: "diamonds", h: "hearts", s: "spades" };
const RED = { french: { d: true, h: true }, german: { h: true } };
const GERMAN_COLOURS = { c: "#7a4b12", d: "#c98a00", h: "#c0182a", s: "#2e7d32" };
const FRENCH_SYMBOLS = { c: "\u2663", d: "\u2666", h: "\u2665", s: "\u2660" };
// German packs print Unter, Ober, König and Daus instead of J, Q, K, A.
const GERMAN_RANKS = { J: "U", Q: "O", K: "K", A: "A" };

/** Split notation ("10h") into {rank, suit}; null for anything else. */
function parseCard(text) {
  if (typeof text !== "string") return null;
  const m = /^(10|[2-9JQKA])([cdhs])$/.exec(text);
  return m ? { rank: m[1], suit: m[2] } : null;
}

/** The path of a German suit symbol centred on (0, 0), about 20 units across. */
function germanSymbol(suit) {
  const fill = GERMAN_COLOURS[suit];
  if (suit === "h") {
    return `<path fill="${fill}" d="M0 9 C-12 0 -10 -9 -5 -9 C-2 -9 0 -6 0 -4 C0 -6 2 -9 5 -9 C10 -9 12 0 0 9Z"/>`;
  }
  if (suit === "d") {
    // a bell: a round body with a slot and a ring on top
    return `<g fill="${fill}"><circle cx="0" cy="1" r="8"/><circle cx="0" cy="-8" r="2.2"/></g>` +
      `<rect x="-6" y="1" width="12" height="2" fill="#fff8e0"/><circle cx="0" cy="5" r="1.6" fill="#5a3b00"/>`;
  }
  if (suit === "c") {
    // an acorn: a nut below a scaled cap, on a stalk
    return `<g><ellipse cx="0" cy="3" rx="5.5" ry="7" fill="#b07a2a"/>` +
      `<path fill="${fill}" d="M-7 -1 Q0 -9 7 -1 Z"/><rect x="-0.8" y="-10" width="1.6" height="4" fill="${fill}"/></g>`;
  }
  // a leaf: pointed at the top, with a stem and a vein
  return `<g><path fill="${fill}" d="M0 -10 C8 -4 8 5 0 8 C-8 5 -8 -4 0 -10Z"/>` +
    `<path stroke="#cfe8cf" stroke-width="1" d="M0 -7 L0 10"/></g>`;
}

function frenchSymbol(suit, size) {
  const colour = RED.french[suit] ? "#c0182a" : "#111";
  return `<text x="0" y="${size / 3}" font-size="${size}" text-anchor="middle" fill="${colour}">${FRENCH_SYMBOLS[suit]}</text>`;
}

function symbol(suit, style, size) {
  if (style === "german") return `<g transform="scale(${size / 22})">${germanSymbol(suit)}</g>`;
  return frenchSymbol(suit, size);
}

function rankLabel(rank, style) {
  return style === "german" ? GERMAN_RANKS[rank] || rank : rank;
}

/**
 * The SVG markup of one card (60 x 84 units).  `label` is the accessible name.
 * A null or unparsable card is drawn face down.
 */
function cardSvg(text, style, label) {
  const card = parseCard(text);
  if (!card) {
    return `<svg class="card back" viewBox="0 0 60 84" role="img" aria-label="${label || ""}">` +
      `<rect x="1" y="1" width="58" height="82" rx="6" fill="#1d4f91" stroke="#0d2a52"/>` +
      `<rect x="6" y="6" width="48" height="72" rx="4" fill="none" stroke="#8fb3e6" stroke-dasharray="3 2"/></svg>`;
  }
  const red = style === "german" ? RED.german[card.suit] : RED.french[card.suit];
  const colour = style === "german" ? GERMAN_COLOURS[card.suit] : red ? "#c0182a" : "#111";
  const rank = rankLabel(card.rank, style);
  return `<svg class="card face" viewBox="0 0 60 84" role="img" aria-label="${label || text}" data-card="${text}">` +
    `<rect x="1" y="1" width="58" height="82" rx="6" fill="#fffdf6" stroke="#555"/>` +
    `<text x="6" y="18" font-size="15" font-weight="700" fill="${colour}" font-family="sans-serif">${rank}</text>` +
    `<g transform="translate(11 29)">${symbol(card.suit, style, 12)}</g>` +
    `<g transform="translate(34 54)">${symbol(card.suit, style, 30)}</g>` +
    `<g transform="rotate(180 30 42)"><text x="6" y="18" font-size="15" font-weight="700" fill="${colour}" font-family="sans-serif">${rank}</text></g>` +
    `</svg>`;
}

/** A card as short text for sentences: "10♥" or, in German suits, "10 Herz" from the catalog. */
function cardText(text, style, t) {
  const card = parseCard(text);
  if (!card) return String(text);
  if (style === "german") return `${rankLabel(card.rank, style)} ${t("suit.german." + SUITS[card.suit])}`;
  return card.rank + FRENCH_SYMBOLS[card.suit];
}

window.Cards = { parseCard, cardSvg, cardText, SUITS, FRENCH_SYMBOLS };
