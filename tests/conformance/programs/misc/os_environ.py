# probe: os.environ lookups with defaults for variables that are not set
# inputs
var = "GEN_CONFIG_CONFORMANCE_UNSET_VARIABLE"
# body
import os
r_get = os.environ.get(var, "default")
r_getenv = os.getenv(var)
r_in = var in os.environ
try:
    os.environ[var]
except KeyError as e:
    r_missing = type(e).__name__
