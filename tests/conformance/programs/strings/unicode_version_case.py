# probe: lower/upper of letters CPython 3.11's Unicode 14 does not know stay as they are
# inputs
rams = "\ua7cb"
rams_small = "\u0264"
tje = "\u1c89"
garay = "\U00010d50"
# body
r_lower_unchanged = rams.lower() == rams
r_upper_unchanged = rams_small.upper() == rams_small
r_tje_lower = tje.lower() == tje
r_garay_lower = garay.lower() == garay
r_mixed = ("A" + rams + "b").lower() == "a" + rams + "b"
r_casefold = ("A" + rams).casefold() == "a" + rams
