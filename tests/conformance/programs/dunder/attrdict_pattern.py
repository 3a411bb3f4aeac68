# probe: the AttrDict idiom (dict subclass whose attributes are its keys): missing keys raise KeyError through getattr and hasattr
# inputs
key = "lr"
# body
class AttrDict(dict):
    __getattr__ = dict.__getitem__
    __setattr__ = dict.__setitem__
    __delattr__ = dict.__delitem__
cfg = AttrDict(lr=0.1, depth=3)
r_get = (cfg.lr, getattr(cfg, key), cfg["depth"])
cfg.batch = 32
r_keys = sorted(cfg)
try:
    cfg.missing
except KeyError as e:
    r_missing = (type(e).__name__, e.args)
try:
    r_hasattr = hasattr(cfg, "missing")
except KeyError as e:
    r_hasattr = "KeyError"
try:
    r_getattr_default = getattr(cfg, "missing", "dflt")
except KeyError:
    r_getattr_default = "KeyError"
del cfg.batch
r_after_del = sorted(cfg)
r_items = cfg.items is not None
class SafeAttrDict(dict):
    def __getattr__(self, name):
        try:
            return self[name]
        except KeyError:
            raise AttributeError(name) from None
    def __setattr__(self, name, value):
        self[name] = value
s = SafeAttrDict(a=1)
s.b = 2
r_safe = (s.a, s.b, hasattr(s, "c"), getattr(s, "c", None), dict(s))
r_keys_attr = type(s.keys).__name__
s["keys"] = "shadow?"
r_shadow = type(s.keys).__name__
