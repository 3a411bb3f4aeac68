# probe: attributes stored on functions (f.calls), read through the global name inside the body, which follows the name when it is rebound; attributes on lambdas, missing ones, __dict__
# inputs
n = 3
# body
def counted():
    counted.calls += 1
    return counted.calls
counted.calls = 0
for _ in range(n):
    counted()
r_calls = counted.calls
keep = counted
def counted():
    return "new"
counted.calls = 100
r_old_via_alias = keep()
r_new_attr = counted.calls
del counted.calls
try:
    keep()
except AttributeError as e:
    r_missing = type(e).__name__
lam = lambda: lam.tag
lam.tag = "tagged"
r_lam = lam()
r_dict = sorted(keep.__dict__)
def fresh():
    pass
r_fresh_dict = fresh.__dict__
r_getattr_default = getattr(fresh, "nope", "default")
r_hasattr = (hasattr(fresh, "__name__"), hasattr(fresh, "calls"))
fresh.__dict__["via_dict"] = 1
r_via_dict = fresh.via_dict
setattr(fresh, "dynamic", n)
r_dynamic = fresh.dynamic
try:
    del fresh.never_set
except AttributeError as e:
    r_del_missing = type(e).__name__
