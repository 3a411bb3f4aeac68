# probe: the builtin fields of an exception refuse deletion (args, __cause__, __context__, __traceback__) and odd types (__suppress_context__ needs a bool, __traceback__ a traceback or None, args an iterable); args takes any iterable, made a tuple
# inputs
v = 1
# body
out = []
e = ValueError(v)
for name in ("args", "__cause__", "__context__", "__traceback__", "__suppress_context__"):
    try:
        delattr(e, name)
        out.append((name, "deleted"))
    except (TypeError, AttributeError) as x:
        out.append((name, type(x).__name__))
r_del = out
out = []
for name, value in (("__suppress_context__", 1), ("__suppress_context__", True), ("__traceback__", 5), ("__traceback__", None), ("args", None), ("args", {v: 2}), ("args", range(3))):
    try:
        setattr(e, name, value)
        out.append((name, "set", getattr(e, name)))
    except TypeError:
        out.append((name, "TypeError"))
r_set = out
r_final = (e.args, e.__suppress_context__, e.__traceback__)
e.add_note("x")
del e.__notes__
r_notes_gone = hasattr(e, "__notes__")
