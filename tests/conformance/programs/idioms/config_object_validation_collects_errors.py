# probe: a config object validating input fields in __init__, collecting error classes and messages per field, with defaults filled from a class attribute dict
# inputs
raw = {"bs": "8", "lr": "fast", "name": ""}
# body
class Config:
    DEFAULTS = {"bs": 1, "lr": 0.01, "name": "run", "seed": 0}
    def __init__(self, raw):
        self.errors = []
        vals = dict(self.DEFAULTS)
        vals.update(raw)
        for k, v in vals.items():
            try:
                setattr(self, k, self.convert(k, v))
            except (ValueError, TypeError) as e:
                self.errors.append((k, type(e).__name__))
                setattr(self, k, self.DEFAULTS[k])
    def convert(self, k, v):
        if k == "bs":
            return int(v)
        if k == "lr":
            return float(v)
        if k == "name":
            if not v:
                raise ValueError("empty")
            return v
        return v
c = Config(raw)
r_vals = (c.bs, c.lr, c.name, c.seed)
r_errors = c.errors
r_defaults = Config.DEFAULTS
