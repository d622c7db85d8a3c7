"""The registry: names resolve like python-chess's find_variant; make() checks its inputs."""

import pytest

from pantsdown import OptionError, UnknownGameError, available_games, find_variant, make


@pytest.mark.parametrize(
    ("name", "variant"),
    [
        ("Pants-Down", "hosenabe"),
        ("hosen abe", "hosenabe"),
        ("MÖNCH", "monch"),
        ("Fünf dazu!", "funf-dazu"),
        ("31", "schwimmen"),
        ("thirty_one", "schwimmen"),
        ("shitagi", "underwear"),
    ],
)
def test_names_resolve_case_and_accent_insensitively(name: str, variant: str) -> None:
    assert find_variant(name)[1].name == variant


def test_every_variant_name_is_unique_and_resolves_to_itself() -> None:
    names = available_games()
    assert len(names) == len(set(names))
    for name in names:
        assert find_variant(name)[1].name == name


def test_an_unknown_game_is_quoted_with_a_suggestion() -> None:
    with pytest.raises(UnknownGameError, match=r"unknown game 'hosenab'.*'hosenabe'"):
        find_variant("hosenab")


def test_player_count_outside_the_variant_range_is_refused() -> None:
    with pytest.raises(OptionError, match="is for 2 to 8 players, not 9"):
        make("schwimmen", 9)


def test_an_option_may_widen_the_player_range() -> None:
    """Paskahousu is for 3-6 players [seed]; 2 players is an option [src: en.wikipedia]."""
    with pytest.raises(OptionError, match="not 2"):
        make("paskahousu", 2)
    assert make("paskahousu", 2, options={"min_players": 2}).num_players == 2


def test_options_are_recorded_on_the_state_with_their_typed_values() -> None:
    state = make("schwimmen", 3, seed=1, options={"starting_chips": "5"})
    assert state.options == {"starting_chips": 5}
    assert state.variant == "schwimmen" and state.seed == 1


def test_a_state_without_a_seed_gets_one_so_its_record_replays() -> None:
    assert isinstance(make("schwimmen", 3).seed, int)
