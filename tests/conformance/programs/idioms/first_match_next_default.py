# probe: next(genexp, default) to find the first match: only items up to the match are examined, the default when none, a predicate raising on a later item is never reached
# inputs
names = ["alpha", "beta", "gamma", 7]
# body
checked = []
def starts_with_g(s):
    checked.append(s)
    return s.startswith("g")
r_found = next((s for s in names if starts_with_g(s)), None)
r_checked = list(checked)
checked.clear()
r_first_b = next((i for i, s in enumerate(names) if s[0] == "b"), -1)
try:
    r_missing = next((s for s in names if starts_with_g(s) and False), "none")
except AttributeError as e:
    r_missing = type(e).__name__
r_checked2 = list(checked)
try:
    r_no_default = next(s for s in names[:2] if s == "zzz")
except StopIteration:
    r_no_default = "StopIteration"
index = {s: i for i, s in enumerate(names) if isinstance(s, str)}
r_first_key_over_1 = next((k for k, v in index.items() if v > 1), None)
r_first_of_empty_dict = next(iter({}), "empty")
r_first_of_dict = next(iter({"z": 1, "a": 2}))
