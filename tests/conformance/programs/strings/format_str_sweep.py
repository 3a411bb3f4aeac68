# probe: format()/str.format sweep on strings: fill x align x width x precision, including widths smaller than the text
# inputs
texts = ["", "a", "bf16", "\u00e9t\u00e9", "4x8x16"]
heads = ["", "<", ">", "^", "*<", "*>", "*^", "0<", "0>", " ^"]
sizes = ["", "0", "3", "7", ".0", ".2", "7.2", "2.5", "010"]
# body
r_fmt = [format(t, h + z) for t in texts for h in heads for z in sizes]
r_method = ["{:{}{}}|".format(t, h, z) for t in texts[:3] for h in heads[:4] for z in sizes[:4]]
r_fstr = [f"{t:{h}{z}}|" for t in texts[2:] for h in heads[4:] for z in sizes[4:]]
