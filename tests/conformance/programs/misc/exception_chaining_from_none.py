# probe: wrapping backend errors: raise ... from e sets __cause__, from None suppresses context, implicit __context__, args of the wrapper
# inputs
key = "dtype"
# body
class ConfigError(Exception):
    pass
def load(cfg):
    try:
        return cfg[key]
    except KeyError as e:
        raise ConfigError("missing " + key) from e
def load_none(cfg):
    try:
        return cfg[key]
    except KeyError:
        raise ConfigError("missing") from None
def load_implicit(cfg):
    try:
        return cfg[key]
    except KeyError:
        raise ConfigError("missing")
out = []
for fn in (load, load_none, load_implicit):
    try:
        fn({})
    except ConfigError as e:
        out.append((type(e.__cause__).__name__, type(e.__context__).__name__, e.__suppress_context__, e.args))
r_out = out
r_ok = load({key: "f16"})
try:
    raise ConfigError("x") from 5
except TypeError as e:
    r_bad_from = type(e).__name__
