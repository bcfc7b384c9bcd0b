from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Player:
    """A seat at the table. ``junior`` is per player (S12). ``computer`` is a level name
    ("easy", "normal", "hard") for a computer seat, or None for a person."""

    name: str
    junior: bool = False
    computer: str | None = None

    def to_dict(self) -> dict:
        return {"name": self.name, "junior": self.junior, "computer": self.computer}

    @classmethod
    def from_dict(cls, data: dict) -> "Player":
        return cls(str(data["name"]), bool(data.get("junior", False)), data.get("computer"))
