# probe: a loader wraps low-level errors (KeyError, ValueError from int()) into its own ConfigError with the key, raise from keeping the cause; callers catch the base class and inspect the chain
# inputs
raw = {"lr": "0.1", "steps": "10", "batch": "x"}
# body
class ConfigError(Exception):
    def __init__(self, key, reason):
        super().__init__(f"{key}: {reason}")
        self.key = key
        self.reason = reason
class MissingKey(ConfigError):
    pass
def get_int(cfg, key):
    try:
        return int(cfg[key])
    except KeyError as e:
        raise MissingKey(key, "missing") from e
    except ValueError as e:
        raise ConfigError(key, "not an int") from e
out = []
for key in ("steps", "batch", "epochs", "lr"):
    try:
        out.append((key, get_int(raw, key)))
    except ConfigError as e:
        out.append((key, type(e).__name__, e.reason, type(e.__cause__).__name__, e.args))
r_out = out
