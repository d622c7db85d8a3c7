"""`pantsdown serve`'s settings: each bad value is refused before anything listens,
with the value quoted and exit status 2."""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.server.conftest import PG_URL, pg_store

from pantsdown.cli.main import main
from pantsdown.server.store import PostgresStore, StoreError, open_store


def serve(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str]:
    code = main(["serve", *argv])
    out, err = capsys.readouterr()
    return code, out + err


@pytest.mark.parametrize("value", ["0", "33", "-1"])
def test_append_connections_out_of_range_is_refused(
    capsys: pytest.CaptureFixture[str], value: str
) -> None:
    code, text = serve(capsys, "--database", PG_URL, "--append-connections", value)
    assert code == 2
    assert f"--append-connections {value} is not 1 to 32" in text, text


def test_append_connections_not_a_number_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    code, text = serve(capsys, "--database", PG_URL, "--append-connections", "two")
    assert code == 2
    assert "'two'" in text, text


def test_append_connections_with_sqlite_is_refused(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    db = tmp_path / "rooms.sqlite3"
    code, text = serve(capsys, "--database", str(db), "--append-connections", "3")
    assert code == 2
    assert "--append-connections 3 applies to PostgreSQL only" in text, text
    assert not db.exists()  # refused before the database was opened
    with pytest.raises(StoreError, match="applies to PostgreSQL only"):
        open_store(str(db), append_connections=3)


def test_append_connections_sets_the_postgres_stores_lanes() -> None:
    pg_store("tserve_").close()  # skipped, with the reason, without PostgreSQL
    store = open_store(PG_URL, prefix="tserve_", append_connections=3)
    try:
        assert isinstance(store, PostgresStore) and store.append_lanes == 3
        with pytest.raises(StoreError, match="append_connections 0 is not 1 to 32"):
            PostgresStore(PG_URL, prefix="tserve_", append_connections=0)
    finally:
        store.drop()
        store.close()
