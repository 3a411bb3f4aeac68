# probe: del d[key] with an unhashable key raises TypeError (unhashable type), not KeyError
# inputs
key = ["bs"]
# body
d = {"bs": 1}
try:
    del d[key]
except KeyError as e:
    r_err = ("KeyError", str(e))
except TypeError as e:
    r_err = ("TypeError", str(e))
r_d = d
