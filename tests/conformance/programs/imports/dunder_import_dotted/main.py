# probe: __import__ of a dotted name without fromlist gives the top package
# inputs
name = "pk.sub"
# body
m = __import__(name)
r_name = m.__name__
r_sub = m.sub.V
f = __import__(name, fromlist=["V"])
r_f = f.__name__
