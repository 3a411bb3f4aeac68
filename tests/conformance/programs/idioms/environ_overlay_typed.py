# probe: config overlay from environment with typed parsing: unset variable leaves defaults; a parse function applied to os.environ.get default; bool parsing table; os.environ.copy independent
# inputs
defaults = {"iters": 10, "verbose": False, "sizes": [1, 2]}
# body
import os
PREFIX = "GEN_CONFIG_TEST_NEVER_SET_XYZ_"
def parse_bool(s):
    return s.strip().lower() in {"1", "true", "yes", "on"}
PARSERS = {int: int, bool: parse_bool, list: lambda s: [int(x) for x in s.split(",")]}
cfg = {}
sources = {}
for key, dflt in defaults.items():
    raw = os.environ.get(PREFIX + key.upper())
    if raw is None:
        cfg[key] = dflt
        sources[key] = "default"
    else:
        cfg[key] = PARSERS[type(dflt)](raw)
        sources[key] = "env"
r_cfg = cfg
r_sources = sources
r_same_list = cfg["sizes"] is defaults["sizes"]
r_parsed_default = PARSERS[list](os.environ.get(PREFIX + "X", "4,8"))
r_bools = [parse_bool(s) for s in ("Yes", "0", " on ", "")]
env = os.environ.copy()
env[PREFIX + "A"] = "1"
r_not_leaked = (PREFIX + "A") in os.environ
r_type = type(os.environ.get(PREFIX + "A", 5)).__name__
