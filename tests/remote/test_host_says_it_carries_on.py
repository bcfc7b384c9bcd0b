"""The host's first line names the game by its title, and a resumed game says it is
carried on: `host --resume` looked exactly like a fresh start (a play-tester)."""

from remote_support import start_host


def test_a_resumed_host_says_it_carries_on_the_saved_game_and_names_the_game_by_its_title(tmp_path):
    with start_host(tmp_path, "rummy", "--players", "Ann,Bob", "--port", "0", "--seed", "10") as host:
        first = [line for line in host.lines if line.startswith("Hosting ")]
    assert len(first) == 1 and first[0].startswith("Hosting Word Rummy on "), host.lines
    with start_host(tmp_path, "--resume", "--port", "0") as again:
        resumed = [line for line in again.lines if line.startswith("Hosting ")]
    assert len(resumed) == 1 and resumed[0].startswith("Hosting Word Rummy (carrying on the saved game) on "), again.lines
