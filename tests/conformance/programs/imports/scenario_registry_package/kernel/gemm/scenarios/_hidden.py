from . import register, SCENARIOS
register("hidden")(lambda: len(SCENARIOS))
