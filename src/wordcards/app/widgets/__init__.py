"""Widgets, grouped by feature: common (entry, log), shuffle, rummy."""
