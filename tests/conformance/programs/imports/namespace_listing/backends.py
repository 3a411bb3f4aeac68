import abc

LIMIT = 2
NAMES = [k for k in globals() if not k.startswith("_")]
TOP_KEYS = [k for k in vars() if k.startswith("__")]


def after_del():
    global _tmp
    _tmp = 1
    del globals()["_tmp"]
    _tmp = 2
    return [k for k in globals() if k == "_tmp" or k == "after_del"]
