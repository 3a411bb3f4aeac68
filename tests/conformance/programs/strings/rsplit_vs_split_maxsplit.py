# probe: split vs rsplit with maxsplit on strings whose separators are at the ends or repeated; whitespace split with exotic whitespace
# inputs
s = ",a,,b,"
ws = "\u3000a\u2003b\x1c c\x85d\xa0"
# body
r_split = [s.split(",", n) for n in (0, 1, 2, 3, 10)]
r_rsplit = [s.rsplit(",", n) for n in (0, 1, 2, 3, 10)]
r_ws_split = ws.split()
r_ws_split1 = ws.split(maxsplit=1)
r_ws_rsplit1 = ws.rsplit(maxsplit=1)
r_ws_rsplit0 = ws.rsplit(maxsplit=0)
r_ws_split0 = ws.split(None, 0)
r_multi_sep = ("a--b----c".split("--"), "a--b----c".rsplit("--", 2), "---".split("--"), "---".rsplit("--"))
r_zwsp = "a\u200bb".split()
r_kw_sep = "1x2x3".rsplit(sep="x", maxsplit=1)
