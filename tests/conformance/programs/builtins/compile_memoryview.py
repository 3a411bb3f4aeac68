# probe: compile() then eval/exec of the code object; memoryview over bytes
# inputs
src = "x * 2"
# body
code = compile(src, "<expr>", "eval")
r_eval = eval(code, {"x": 21})
block = compile("y = 1\ny += 1", "<block>", "exec")
ns = {}
exec(block, ns)
r_exec = ns["y"]
mv = memoryview(b"abc")
r_mv = (mv[0], bytes(mv[1:]), len(mv))
