# probe: a loop that tries every backend adapter, skipping those raising NotImplementedError/ValueError with continue, else clause when none fits
# inputs
dtype = "fp8"
order = ["cutlass", "triton", "torch"]
# body
def adapt_cutlass(dt):
    if dt == "fp8":
        raise NotImplementedError
    return "cutlass:" + dt
def adapt_triton(dt):
    if dt not in ("bf16", "fp16"):
        raise ValueError(dt)
    return "triton:" + dt
def adapt_torch(dt):
    return "torch:" + dt
ADAPTERS = {"cutlass": adapt_cutlass, "triton": adapt_triton, "torch": adapt_torch}
tried = []
chosen = None
for name in order:
    tried.append(name)
    try:
        chosen = ADAPTERS[name](dtype)
    except (NotImplementedError, ValueError):
        continue
    break
else:
    chosen = "none"
r_tried = tried
r_chosen = chosen
def pick(dt, names):
    errs = []
    for n in names:
        try:
            return ADAPTERS[n](dt), errs
        except NotImplementedError:
            errs.append((n, "nie"))
        except ValueError as e:
            errs.append((n, type(e).__name__))
    return None, errs
r_pick_fp8 = pick(dtype, order)
r_pick_int4 = pick("int4", ["cutlass", "triton"])
