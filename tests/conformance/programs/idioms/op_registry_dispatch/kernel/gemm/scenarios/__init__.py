import importlib

_NAMES = ("dense", "masked")

SCENARIOS = {n: importlib.import_module(f"{__name__}.{n}").run_scenario for n in _NAMES}
