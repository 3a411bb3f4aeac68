# probe: os.environ.get of an unset variable with a default, int() of the default, `in os.environ`, os.getenv, KeyError on subscript, config overlay from env
# inputs
default_iters = "10"
cfg = {"iters": 3, "dtype": "f16"}
# body
import os
NAME = "GEN_CONFIG_TEST_NEVER_SET_XYZ"
r_get = os.environ.get(NAME, default_iters)
r_get_none = os.environ.get(NAME)
r_getenv = os.getenv(NAME, "x")
r_in = NAME in os.environ
r_iters = int(os.environ.get(NAME, default_iters))
try:
    os.environ[NAME]
    r_sub = "ok"
except KeyError as e:
    r_sub = type(e).__name__
merged = dict(cfg)
for key in cfg:
    v = os.environ.get(NAME + "_" + key.upper())
    if v is not None:
        merged[key] = v
r_merged = merged
r_flag = os.environ.get(NAME, "0").lower() in ("1", "true", "yes")
r_split = os.environ.get(NAME, "a,b").split(",")
