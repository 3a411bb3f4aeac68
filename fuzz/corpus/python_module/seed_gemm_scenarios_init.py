import importlib

_NAMES = ("dense", "grouped_contiguous", "group_masked")

SCENARIOS = {n: importlib.import_module(f"{__name__}.{n}").run_scenario for n in _NAMES}
