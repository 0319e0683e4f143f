"""Pass the Night: One Night Ultimate Vampire for one shared laptop."""
