# probe: __import__ of present stdlib modules, and fromlist
# inputs
name = "json"
# body
m = __import__(name)
r_name = m.__name__
p = __import__("os.path", fromlist=["join"])
r_join = p.join("a", "b")
top = __import__("os.path")
r_top = top.__name__
