MODE = "good"
