# probe: contextlib.nullcontext, ExitStack and redirect_stdout
# inputs
v = 5
# body
import contextlib
import io
with contextlib.nullcontext(v) as got:
    r_null = got
log = []
with contextlib.ExitStack() as stack:
    for i in range(3):
        stack.callback(log.append, i)
r_exit_order = log
buf = io.StringIO()
with contextlib.redirect_stdout(buf):
    print("hidden", v)
r_captured = buf.getvalue()
