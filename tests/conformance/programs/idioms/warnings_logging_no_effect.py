# probe: warnings.warn and logging calls inside a sweep have no effect on values; warnings filtered to error raise UserWarning; catch_warnings records
# inputs
sizes = [1, 3, 5]
# body
import warnings, logging
log = logging.getLogger("bench.test")
out = []
for s in sizes:
    if s > 2:
        warnings.warn("large size %d" % s, RuntimeWarning)
        log.warning("size %s", s)
    log.debug("point %d", s)
    out.append(s * 2)
r_out = out
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    for s in sizes:
        warnings.warn("w%d" % s)
r_caught = [str(w.message) for w in caught]
r_cats = [w.category.__name__ for w in caught]
with warnings.catch_warnings():
    warnings.simplefilter("error")
    try:
        warnings.warn("boom")
        r_err = "ok"
    except UserWarning as e:
        r_err = type(e).__name__
r_level = logging.getLevelName(logging.WARNING)
r_name = log.name
