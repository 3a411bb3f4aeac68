# probe: new globals made by writing globals() (subscript, setdefault) and vars() at module level, each a statement of its own (each variant's branch may skip it); read back by name, subscript and membership
# inputs
suffix = "a"
# body
globals()["made_" + suffix] = 1
globals().setdefault("made_sd", 2)
vars()["made_vars"] = 3
r_in = ["made_" + suffix in globals(), "made_sd" in globals(), "made_vars" in globals()]
r_get = globals().get("made_sd", "absent")
try:
    r_sub = globals()["made_" + suffix]
except KeyError as e:
    r_sub = type(e).__name__
try:
    r_name = made_vars
except NameError as e:
    r_name = type(e).__name__
