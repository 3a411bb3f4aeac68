# probe: __getattr__ computing missing attributes from an input table, __setattr__ recording and validating writes (one refused by input), object.__setattr__ bypass
# inputs
table = {"lr": 0.1, "bs": 32}
name = "bs"
bad = "zz"
# body
class Cfg:
    def __init__(self, table):
        object.__setattr__(self, "log", [])
        object.__setattr__(self, "table", dict(table))
    def __getattr__(self, n):
        if n in self.table:
            return self.table[n]
        raise AttributeError(n)
    def __setattr__(self, n, v):
        self.log.append(n)
        if n.startswith("z"):
            raise ValueError(n)
        object.__setattr__(self, n, v)
c = Cfg(table)
r_lr = c.lr
r_name = getattr(c, name)
r_missing = getattr(c, bad, "none")
r_has = hasattr(c, bad)
setattr(c, name, 64)
r_after = getattr(c, name)
r_table = c.table[name]
try:
    setattr(c, bad, 1)
    r_bad = "ok"
except ValueError as e:
    r_bad = (type(e).__name__, e.args[0])
r_log = c.log
r_vars = sorted(vars(c))
