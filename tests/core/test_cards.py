"""The card vocabulary: notation, packs, stacked decks."""

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pantsdown.core.cards import (
    PACK_28,
    PACK_32,
    PACK_33,
    PACK_36,
    PACK_52,
    WELI,
    Card,
    Rank,
    Suit,
    format_cards,
    make_pack,
    parse_card,
    parse_cards,
)
from pantsdown.core.errors import DeckError
from pantsdown.core.protocol import complete_deck


def test_pack_sizes() -> None:
    assert [len(p) for p in (PACK_52, PACK_36, PACK_33, PACK_32, PACK_28)] == [52, 36, 33, 32, 28]
    assert WELI in PACK_33 and WELI not in PACK_32


def test_several_packs_for_large_tables() -> None:
    two = make_pack([r for r in Rank if r >= Rank.SIX], copies=2)
    assert len(two) == 72 and two.count(parse_card("Ah")) == 2


def test_cards_are_interned() -> None:
    assert Card(Rank.ACE, Suit.HEARTS) is parse_card("Ah") is parse_card("A♥") is parse_card("AH")


@given(st.sampled_from(PACK_52))
def test_card_notation_round_trips(card: Card) -> None:
    assert parse_card(str(card)) is card
    assert Card.from_index(card.index) is card


def test_alternative_spellings() -> None:
    assert parse_card("Td") is parse_card("10♦") is parse_card("10b")
    assert parse_card("Ue") is parse_card("Jc")  # Unter of Acorns


@pytest.mark.parametrize("text", ["", "1h", "Ax", "10", "hA", "11c"])
def test_bad_card_text_is_quoted(text: str) -> None:
    with pytest.raises(DeckError, match="is not a card") as err:
        parse_card(text)
    assert repr(text) in str(err.value)


def test_format_and_parse_lists() -> None:
    assert format_cards(parse_cards("Ah, 10d  7s")) == "Ah 10d 7s"


def test_stacked_prefix_is_completed_with_the_rest_of_the_pack() -> None:
    deck = complete_deck(parse_cards("Ah Kh Qh"), PACK_32, random.Random(3))
    assert deck[:3] == parse_cards("Ah Kh Qh")
    assert sorted(deck) == sorted(PACK_32)


def test_stacked_deck_rejects_cards_not_in_the_pack() -> None:
    with pytest.raises(DeckError, match="'2h' is not in this pack"):
        complete_deck(parse_cards("Ah 2h"), PACK_32, random.Random(3))
    with pytest.raises(DeckError, match="appears too often"):
        complete_deck(parse_cards("Ah Ah"), PACK_32, random.Random(3))
