# probe: a _get_backends() memoized with functools.cache returning a dict: callers mutate the shared cached dict (a None runner removed, an entry added), a later call sees it; cache_clear rebuilds; the import attempts counted
# inputs
remove_missing = True
# body
import functools
attempts = []
@functools.cache
def _get_backends():
    reg = {"halops": lambda x: x, "torch": lambda x: -x}
    try:
        attempts.append("cutlass")
        import cutlass_not_installed_anywhere
        reg["cutlass"] = cutlass_not_installed_anywhere.run
    except ImportError:
        reg["cutlass"] = None
    return reg
b1 = _get_backends()
if remove_missing:
    for k in [k for k, v in b1.items() if v is None]:
        del b1[k]
b1["extra"] = abs
b2 = _get_backends()
r_same = b1 is b2
r_keys = sorted(b2)
r_attempts = list(attempts)
_get_backends.cache_clear()
b3 = _get_backends()
r_keys_after_clear = sorted(b3)
r_attempts_after = list(attempts)
r_run = [b3[k](4) for k in sorted(b3) if b3[k] is not None]
