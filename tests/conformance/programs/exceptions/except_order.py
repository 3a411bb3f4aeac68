# probe: the first matching handler wins; a base class handler catches subclasses
# inputs
key = "k"
# body
def which(exc):
    try:
        raise exc
    except KeyError:
        return "KeyError"
    except LookupError:
        return "LookupError"
    except Exception:
        return "Exception"
    except BaseException:
        return "BaseException"
r_key = which(KeyError(key))
r_index = which(IndexError())
r_value = which(ValueError())
r_exit = which(SystemExit())
r_class = which(KeyError)
