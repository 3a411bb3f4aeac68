# probe: the name an except clause binds is deleted when the clause ends, even one bound before the try; reading it afterwards in a function is UnboundLocalError
# inputs
bad_dtype = "int4"
# body
err = "none yet"
try:
    raise ValueError(bad_dtype)
except ValueError as err:
    r_inside = type(err).__name__
r_err_bound = "err" in globals()
def last_error(dts):
    for d in dts:
        try:
            if d not in ("bf16", "fp16"):
                raise NotImplementedError(d)
        except NotImplementedError as exc:
            pass
    return type(exc).__name__
try:
    r_last = last_error([bad_dtype])
except NameError as e:
    r_last = type(e).__name__
def saved_error(dts):
    saved = None
    for d in dts:
        try:
            if d not in ("bf16", "fp16"):
                raise NotImplementedError(d)
        except NotImplementedError as exc:
            saved = exc
    return type(saved).__name__
r_saved = saved_error([bad_dtype, "bf16"])
