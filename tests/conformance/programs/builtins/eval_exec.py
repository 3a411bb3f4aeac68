# probe: eval and exec of source strings
# inputs
expr = "1 + 2 * 3"
# body
r_eval = eval(expr)
ns = {}
exec("x = 5\ny = x * 2", ns)
r_exec = ns["y"]
r_eval_ns = eval("a + b", {"a": 1, "b": 2})
