# probe: the first matching except wins: a base listed before a subclass shadows it; custom hierarchies with multiple bases
# inputs
which = 1
# body
class AppError(Exception):
    pass
class ConfigError(AppError):
    pass
class MissingKey(ConfigError, KeyError):
    pass
def run(w):
    try:
        if w == 0:
            raise AppError("a")
        if w == 1:
            raise MissingKey("m")
        if w == 2:
            raise ConfigError("c")
        raise KeyError("k")
    except KeyError as e:
        return ("KeyError", type(e).__name__)
    except ConfigError as e:
        return ("ConfigError", type(e).__name__)
    except AppError as e:
        return ("AppError", type(e).__name__)
r_which = run(which)
r_all = [run(w) for w in range(4)]
r_mro = [c.__name__ for c in MissingKey.__mro__]
r_isinst = (isinstance(MissingKey(), LookupError), issubclass(MissingKey, AppError))
