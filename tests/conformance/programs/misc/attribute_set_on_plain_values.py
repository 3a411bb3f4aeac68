# probe: setting an attribute on a dict, list, str, int or None (a config dict used as a namespace) raises AttributeError, and setattr likewise; the object is left unchanged
# inputs
cfg = {"bs": 1}
# body
def outcome(f):
    try:
        return ("ok", f())
    except AttributeError as e:
        return ("AttributeError", str(e))
def set_dict():
    cfg.batch = 4
    return cfg
def setattr_dict():
    setattr(cfg, "batch", 4)
    return cfg
def set_list():
    xs = [1]
    xs.size = 1
    return xs
def set_str_method():
    s = "a"
    s.upper = None
    return s
def set_none():
    x = None
    x.y = 1
    return x
r_dict = outcome(set_dict)
r_setattr = outcome(setattr_dict)
r_list = outcome(set_list)
r_str_method = outcome(set_str_method)
r_none = outcome(set_none)
r_cfg_after = cfg
