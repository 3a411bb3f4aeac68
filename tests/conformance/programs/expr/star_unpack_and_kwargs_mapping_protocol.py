# probe: f(**obj) and {**obj} use keys() then __getitem__; non-str key TypeError in call; duplicate keyword TypeError; *obj uses __iter__
# inputs
k = "a"
# body
log = []
class Mapping:
    def keys(self):
        log.append("keys")
        return [k, "b"]
    def __getitem__(self, key):
        log.append(("get", key))
        return key.upper()
def f(**kw):
    return sorted(kw.items())
r_call = f(**Mapping())
r_display = {**Mapping(), "c": 1}
r_dict = dict(Mapping())
r_log = list(log)
class IntKeys:
    def keys(self):
        return [1]
    def __getitem__(self, key):
        return key
try:
    f(**IntKeys())
except TypeError as e:
    r_intkey = type(e).__name__
r_intkey_display = {**IntKeys()}
try:
    f(a=1, **Mapping())
except TypeError as e:
    r_dup = type(e).__name__
class Seq:
    def __iter__(self):
        return iter([k, k])
def g(*a):
    return a
r_star = g(*Seq(), *"xy")
try:
    f(**[("a", 1)])
except TypeError as e:
    r_notmap = type(e).__name__
