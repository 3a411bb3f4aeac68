# probe: which handler catches what: NotImplementedError is a RuntimeError, KeyError a LookupError, raising NotImplemented is a TypeError
# inputs
kind = "nie"
# body
def raise_kind(k):
    if k == "nie":
        raise NotImplementedError
    if k == "key":
        return {}["x"]
    if k == "ni":
        raise NotImplemented
    if k == "div":
        return 1 / 0
    if k == "mod":
        import nonexistent_backend_xyz
    if k == "int":
        return int("1.5")
    return "none"
def classify(k):
    try:
        raise_kind(k)
    except RuntimeError as e:
        return "runtime", type(e).__name__
    except LookupError as e:
        return "lookup", type(e).__name__
    except ArithmeticError as e:
        return "arith", type(e).__name__
    except ImportError as e:
        return "import", type(e).__name__
    except Exception as e:
        return "other", type(e).__name__
    return "ok", None
r_kind = classify(kind)
r_all = [classify(k) for k in ["nie", "key", "ni", "div", "mod", "int", "zzz"]]
r_sub = [issubclass(NotImplementedError, RuntimeError), issubclass(ModuleNotFoundError, ImportError), issubclass(KeyError, Exception), issubclass(RecursionError, RuntimeError)]
