from .decode import run_scenario as _decode

SCENARIOS = {"decode": _decode}
