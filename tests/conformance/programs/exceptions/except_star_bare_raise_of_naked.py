# probe: a bare raise inside except* over a naked exception re-raises it wrapped in an ExceptionGroup; a new naked exception raised there leaves as itself
# inputs
k = "key"
# body
def reraise():
    try:
        raise KeyError(k)
    except* KeyError:
        raise
try:
    reraise()
except KeyError:
    r_reraise = "naked KeyError"
except Exception as e:
    r_reraise = ("other", type(e).__name__ == "ExceptionGroup")
def raise_new():
    try:
        raise KeyError(k)
    except* KeyError:
        raise ValueError(k)
try:
    raise_new()
except ValueError as e:
    r_new = ("naked ValueError", e.args)
except Exception as e:
    r_new = ("other", type(e).__name__)
