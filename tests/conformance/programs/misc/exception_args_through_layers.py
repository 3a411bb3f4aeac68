# probe: an exception raised from an input, wrapped with raise from, its args and __cause__ read back; exception objects kept in a list after the handler
# inputs
key = "bs"
cfg = {"lr": 1}
# body
class ConfigError(Exception):
    def __init__(self, key, detail):
        super().__init__(key, detail)
        self.key = key
kept = []
def read(c, k):
    try:
        return c[k]
    except KeyError as e:
        raise ConfigError(k, "missing") from e
try:
    r_read = read(cfg, key)
except ConfigError as e:
    kept.append(e)
    r_read = ("err", e.key, e.args)
    r_cause = type(e.__cause__).__name__
    r_cause_args = e.__cause__.args
r_kept = [type(x).__name__ for x in kept]
r_ok = read(cfg, "lr")
r_kept_key = kept[0].key if kept else None
err = ValueError(key, len(cfg))
r_err_args = err.args
r_err_str = str(ValueError(key))
