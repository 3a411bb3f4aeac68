# probe: globals()[name] written with an input name that may shadow an existing global; reading it back by name and directly; a function reading the global after
# inputs
name = "count"
value = 7
# body
count = 1
other = "o"
def read_count():
    return count
globals()[name] = value
r_count = count
r_read = read_count()
r_get = globals().get(name)
r_other = other
globals()["fresh_" + name] = value * 2
r_fresh = globals()["fresh_" + name]
r_has = "fresh_count" in globals()
g = globals()
g["other"] = name
r_other_after = other
